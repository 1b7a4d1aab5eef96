import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../domain/language.ts';
import { pageComponentName, routePageModules } from '../../domain/route-page-modules.ts';
import { type RouteName, routes } from '../../domain/routes.ts';
import {
  firstLoadHints,
  messageModules,
  pageManifestKey,
  type ViteManifest,
} from './first-load-hints.ts';

/**
 * The page table (domain/route-page-modules.ts) names the web app's files: the
 * web app's build (`vite build`, kept in memory) makes each route's page its
 * own chunk exporting the page's component, and its manifest resolves the
 * route to the chunk the server preloads.
 */

const webSrc = path.resolve(import.meta.dirname, '../../web/src');
const features = path.join(webSrc, 'features');
const routeNames = Object.keys(routes) as RouteName[];

let manifest: ViteManifest;
let chunks: Rolldown.OutputChunk[];

beforeAll(async () => {
  const result = (await build({
    configFile: path.resolve('web/vite.config.ts'),
    logLevel: 'error',
    build: { write: false, copyPublicDir: false },
  })) as Rolldown.RolldownOutput;
  chunks = result.output.filter((file) => file.type === 'chunk');
  const manifestFile = result.output.find((file) => file.fileName === '.vite/manifest.json');
  manifest = JSON.parse(String((manifestFile as Rolldown.OutputAsset).source)) as ViteManifest;
}, 240_000);

describe('the page of every route', () => {
  it('is a file of the web app', () => {
    for (const route of routeNames) {
      expect(existsSync(path.join(features, routePageModules[route])), route).toBe(true);
    }
  });

  it('is a chunk of its own that exports the page component', () => {
    for (const route of routeNames) {
      const module = routePageModules[route];
      const chunk = chunks.find((each) => each.facadeModuleId === path.join(features, module));
      expect(chunk?.isDynamicEntry, route).toBe(true);
      expect(chunk?.exports, route).toContain(pageComponentName(module));
    }
  });

  it('the manifest resolves, and the page HTML preloads it', () => {
    for (const route of routeNames) {
      const chunk = manifest[pageManifestKey(route)];
      expect(chunk, route).toBeDefined();
      expect(firstLoadHints(manifest, { route, language: 'en' }).modules, route).toContain(
        `/${chunk!.file}`,
      );
    }
  });
});

it("every language's messages module is the one i18n.ts loads", () => {
  const i18n = readFileSync(path.join(webSrc, 'lib/i18n.ts'), 'utf8');
  for (const language of languages) {
    const file = messageModules[language].replace(/^src\//, '../');
    expect(i18n).toMatch(
      new RegExp(`${language}: async \\(\\) => \\(await import\\('${file}'\\)\\)`),
    );
  }
});
