import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../domain/language.ts';
import { routes } from '../../domain/routes.ts';
import { messageModules } from './first-load-hints.ts';
import { routePageModules } from './route-page-modules.ts';

/** The server's tables of page and message modules name the files the web app imports. */

const webSrc = path.resolve(import.meta.dirname, '../../web/src');
const source = (file: string) => readFileSync(path.join(webSrc, file), 'utf8');

/**
 * Route name → module in web/src/app/route-pages.ts:
 * `name: lazyPage(() => import('../features/…'), …)`, or a name that refers to
 * such a const (`newsArticle,`, `blogArticle: newsArticle,`).
 */
function webRoutePageModules(): Map<string, string> {
  const text = source('app/route-pages.ts');
  const lazyImport = String.raw`lazyPage\(\s*\(\)\s*=>\s*import\('\.\./([^']+)'\)`;
  const consts = new Map<string, string>();
  for (const [, name, file] of text.matchAll(new RegExp(`const (\\w+) = ${lazyImport}`, 'g'))) {
    consts.set(name!, `src/${file}`);
  }
  const table = text.slice(text.indexOf('export const routePages'));
  const entry = new RegExp(String.raw`^  (\w+)(?:: (?:${lazyImport}|(\w+)))?,`, 'gm');
  const pages = new Map<string, string>();
  for (const [, name, file, alias] of table.matchAll(entry)) {
    const module = file ? `src/${file}` : consts.get(alias ?? name!);
    if (module) pages.set(name!, module);
  }
  return pages;
}

describe('route page modules', () => {
  it('every route has the page module route-pages.ts loads for it', () => {
    const web = webRoutePageModules();
    expect(web.size).toBe(Object.keys(routes).length);
    expect(Object.fromEntries(web)).toEqual(routePageModules);
  });

  it("every language's messages module is the one i18n.ts loads", () => {
    const i18n = source('lib/i18n.ts');
    for (const language of languages) {
      const file = messageModules[language].replace(/^src\//, '../');
      expect(i18n).toMatch(
        new RegExp(`${language}: async \\(\\) => \\(await import\\('${file}'\\)\\)`),
      );
    }
  });
});
