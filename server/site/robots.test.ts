import { describe, expect, it } from 'vitest';
import { routesWhere } from '../../domain/route-table.ts';
import { routes } from '../../domain/routes.ts';
import { robotsTxt } from './robots.ts';

/** Whether a robots.txt rule (a prefix, `*` for any characters) covers a route's path pattern. */
function covers(rule: string, path: string): boolean {
  const pattern = rule
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^]*');
  return new RegExp(`^${pattern}(/|$)`).test(path.replace(/:\w+/g, 'x'));
}

describe('robots.txt', () => {
  const disallowed = robotsTxt('https://example.org')
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));

  it('keeps crawlers out of every signed-in page of the route table', () => {
    for (const route of routesWhere((record) => record.audience === 'signed-in')) {
      const path = routes[route];
      expect(
        disallowed.some((rule) => covers(rule, path)),
        `${route} (${path}) is signed-in: add its prefix to server/site/robots.ts`,
      ).toBe(true);
    }
  });

  it('lets them read every page the sitemap lists', () => {
    for (const route of routesWhere((record) => record.sitemap === true)) {
      const path = routes[route];
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        route,
      ).toBe(false);
    }
  });
});
