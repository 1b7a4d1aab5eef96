import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const webDir = path.resolve(import.meta.dirname, 'test/web-with-fonts');

describe("a creator's page preloads the banner, its largest paint", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIR: webDir });
    const service = server.serviceClient();
    for (const row of [
      {
        slug: 'with-banner',
        name_eng: 'Mila Jović',
        banner_image: '/images/creators/banner-1.svg',
      },
      { slug: 'without-banner', name_eng: 'Luka Babić', banner_image: null },
    ]) {
      const { error } = await service.from('creators').insert({ ...row, status: 'published' });
      if (error) throw new Error(error.message);
    }
  });
  afterAll(() => server.close());

  async function imagePreloadsOf(pathname: string) {
    const html = await (await fetch(`${server.url}${pathname}`)).text();
    return parse(html)
      .querySelectorAll('link[rel="preload"][as="image"]')
      .map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);
  }

  it('with a banner: the banner, at high priority', async () => {
    expect(await imagePreloadsOf('/creator/with-banner')).toEqual([
      ['/images/creators/banner-1.svg', 'high'],
    ]);
  });

  it('without one: nothing (the top of the page is a gradient)', async () => {
    expect(await imagePreloadsOf('/creator/without-banner')).toEqual([]);
  });
});
