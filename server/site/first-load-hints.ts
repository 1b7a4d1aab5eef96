import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../domain/language.ts';
import { routePageModules } from '../../domain/route-page-modules.ts';
import type { RouteName } from '../../domain/routes.ts';
import { markup } from '../markup.ts';

/** The part of Vite's build manifest (`.vite/manifest.json`) the hints need. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** Each language's messages module (web/src/lib/i18n.ts loads exactly one before the first render). */
export const messageModules: Record<Language, string> = {
  en: 'src/i18n/en.ts',
  sr_cyrillic: 'src/i18n/sr-cyrillic.ts',
  sr_latin: 'src/i18n/sr-latin.ts',
};

/** The Vite manifest's key of a route's page module (its path under web/). */
export function pageManifestKey(route: RouteName): string {
  return `src/features/${routePageModules[route]}`;
}

/** The manifest of a build, or undefined for a build without one (the hints are then left out). */
export async function loadViteManifest(webDir: string): Promise<ViteManifest | undefined> {
  try {
    return JSON.parse(
      await readFile(path.resolve(webDir, '.vite/manifest.json'), 'utf8'),
    ) as ViteManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A manifest key and every chunk it imports statically, transitively. */
function staticClosure(manifest: ViteManifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Same-origin paths and https addresses only: the Content-Security-Policy allows no other images. */
function isPreloadableImage(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('https://');
}

export interface FirstLoadPage {
  /** The app route of the page; none for a not-found page (its page is part of the entry). */
  route?: RouteName;
  language: Language;
  /** The page's first large image, when the server knows it (home hero, detail pages). */
  leadImage?: string;
}

/** Link tags for the head: the lead image's goes before the entry script, the others after it. */
export interface FirstLoadHints {
  image: string[];
  modules: string[];
}

/**
 * `<link>` tags that let the browser fetch, together with the entry script,
 * what the app would otherwise ask for only after the entry has run: the
 * page's first large image, the app itself, the language's messages, and the
 * route's page chunk with the chunks it imports. Preloading fetches without
 * running: the entry runs the app only after the first paint. index.html
 * already preloads the entry's own imports, so those are left out. The app still imports the same URLs; the
 * browser answers them from these preloads.
 */
export function firstLoadHints(manifest: ViteManifest, page: FirstLoadPage): FirstLoadHints {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const alreadyLoaded = entryKey ? staticClosure(manifest, entryKey, new Set()) : new Set<string>();
  const wanted = new Set<string>(alreadyLoaded);
  // The entry imports nothing but the app, once the page is painted (web/src/main.tsx).
  for (const app of entryKey ? (manifest[entryKey]?.dynamicImports ?? []) : []) {
    staticClosure(manifest, app, wanted);
  }
  staticClosure(manifest, messageModules[page.language], wanted);
  if (page.route) staticClosure(manifest, pageManifestKey(page.route), wanted);
  const chunks = [...wanted].filter((key) => !alreadyLoaded.has(key)).map((key) => manifest[key]!);
  const image =
    page.leadImage && isPreloadableImage(page.leadImage)
      ? [markup`<link rel="preload" as="image" fetchpriority="high" href="${page.leadImage}">`.text]
      : [];
  const modules = [
    ...chunks.map(
      (chunk) => markup`<link rel="modulepreload" crossorigin href="/${chunk.file}">`.text,
    ),
    ...chunks
      .flatMap((chunk) => chunk.css ?? [])
      .map((file) => markup`<link rel="preload" as="style" crossorigin href="/${file}">`.text),
  ];
  return { image, modules };
}

/**
 * Writes the hints into the head. The image comes before the entry script: on
 * HTTP/1.1 the browser sends six requests at a time, in the order it meets
 * them, and the image would otherwise wait behind every script. The modules
 * follow the entry and its own preloads.
 */
export function injectFirstLoadHints(html: string, hints: FirstLoadHints): string {
  const firstModuleScript = /<script type="module"/;
  let result = html;
  if (hints.image.length > 0) {
    result = firstModuleScript.test(result)
      ? result.replace(firstModuleScript, (script) => `${hints.image.join('\n')}\n${script}`)
      : result.replace('</head>', () => `${hints.image.join('\n')}\n</head>`);
  }
  if (hints.modules.length > 0) {
    result = result.replace('</head>', () => `${hints.modules.join('\n')}\n</head>`);
  }
  return result;
}
