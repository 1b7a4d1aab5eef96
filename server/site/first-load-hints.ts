import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../domain/language.ts';
import { routePageModules } from '../../domain/route-page-modules.ts';
import { namespaceFileName } from '../../domain/message-namespaces.ts';
import { routeNamespaces } from '../../domain/route-namespaces.ts';
import type { RouteName } from '../../domain/routes.ts';
import { markup } from '../markup.ts';
import { scriptSafeJson } from './index-html.ts';
import { leadImagePreload } from '../../domain/lead-images.ts';
import { isOurOwnImage } from '../../domain/media-path.ts';

/** The part of Vite's build manifest (`.vite/manifest.json`) the hints need. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** Each language's core messages module (web/src/lib/i18n.ts loads exactly one before the first render). */
export const messageModules: Record<Language, string> = {
  en: 'src/i18n/en.ts',
  sr_cyrillic: 'src/i18n/sr-cyrillic.ts',
  sr_latin: 'src/i18n/sr-latin.ts',
};

/**
 * The manifest keys of a route's message namespaces in `language`, each its
 * own chunk (web/src/lib/message-namespaces.ts); Latin is made from the Cyrillic ones.
 */
export function namespaceManifestKeys(route: RouteName, language: Language): string[] {
  const folder = language === 'en' ? 'en' : 'sr-cyrillic';
  return routeNamespaces[route].map(
    (namespace) => `src/i18n/${folder}/${namespaceFileName(namespace)}`,
  );
}

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

/**
 * The lead image's preload, naming what the view will fetch
 * (domain/lead-images.ts). Same-origin paths only: the Content-Security-Policy
 * allows no other images (img-src 'self').
 */
function imagePreload(route: RouteName | undefined, url: string | undefined): string[] {
  if (!url || !isOurOwnImage(url) || url.startsWith('data:')) return [];
  const preload = leadImagePreload(route, url);
  if (!preload) return [];
  if ('href' in preload) {
    return [
      markup`<link rel="preload" as="image" fetchpriority="high" href="${preload.href}">`.text,
    ];
  }
  return [
    markup`<link rel="preload" as="image" fetchpriority="high" type="${preload.type}" imagesrcset="${preload.imageSrcSet}" imagesizes="${preload.imageSizes}">`
      .text,
  ];
}

export interface FirstLoadPage {
  /** The app route of the page; none for a not-found page (its page is part of the entry). */
  route?: RouteName;
  language: Language;
  /** The page's first large image, when the server knows it (home hero, detail pages). */
  leadImage?: string;
}

/** What the page needs first: the lead image's link tag, and the chunks' addresses. */
export interface FirstLoadHints {
  image: string[];
  /** The app's chunks, the messages and the page chunk with its imports, in import order. */
  modules: string[];
  /** Stylesheets of those chunks. */
  styles: string[];
}

/**
 * What the app would otherwise ask for only after the entry has run: the
 * page's first large image, the app itself, the language's core messages, the
 * route's page chunk with the chunks it imports, and the route's message
 * namespaces in the page's language. index.html already preloads
 * the entry's own imports, so those are left out. The app still imports the
 * same URLs; the browser answers them from the preloads.
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
  if (page.route) {
    staticClosure(manifest, pageManifestKey(page.route), wanted);
    for (const key of namespaceManifestKeys(page.route, page.language)) {
      staticClosure(manifest, key, wanted);
    }
  }
  const chunks = [...wanted].filter((key) => !alreadyLoaded.has(key)).map((key) => manifest[key]!);
  return {
    image: imagePreload(page.route, page.leadImage),
    modules: chunks.map((chunk) => `/${chunk.file}`),
    styles: chunks.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
  };
}

/** The element web/src/main.tsx reads the chunks to fetch after the first paint from. */
export const afterPaintModulesId = 'after-paint-modules';

/**
 * Writes the hints into the head. The image comes before the entry script: on
 * HTTP/1.1 the browser sends six requests at a time, in the order it meets
 * them, and the image would otherwise wait behind every script.
 *
 * The chunks are preloaded at once on a page the browser renders. On a page
 * the server rendered they are only listed, in a JSON data block: the entry
 * preloads them after the first paint, so on a slow link the page's HTML,
 * stylesheet, fonts and image get the bandwidth first (docs/decisions/014).
 */
export function injectFirstLoadHints(
  html: string,
  hints: FirstLoadHints,
  options: { afterFirstPaint: boolean },
): string {
  const firstModuleScript = /<script type="module"/;
  let result = html;
  if (hints.image.length > 0) {
    result = firstModuleScript.test(result)
      ? result.replace(firstModuleScript, (script) => `${hints.image.join('\n')}\n${script}`)
      : result.replace('</head>', () => `${hints.image.join('\n')}\n</head>`);
  }
  const styles = hints.styles.map(
    (href) => markup`<link rel="preload" as="style" crossorigin href="${href}">`.text,
  );
  const modules =
    hints.modules.length === 0
      ? []
      : options.afterFirstPaint
        ? [
            `<script type="application/json" id="${afterPaintModulesId}">${scriptSafeJson(hints.modules)}</script>`,
          ]
        : hints.modules.map(
            (href) => markup`<link rel="modulepreload" crossorigin href="${href}">`.text,
          );
  const tags = [...modules, ...styles];
  if (tags.length > 0) result = result.replace('</head>', () => `${tags.join('\n')}\n</head>`);
  return result;
}
