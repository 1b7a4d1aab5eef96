import type { Language } from '../../domain/language.ts';
import { markup } from '../markup.ts';
import type { ViteManifest } from './first-load-hints.ts';

/**
 * The Inter subsets a language's pages need beyond the Latin one, which
 * index.html preloads for every page (digits, spaces and punctuation are in
 * it). Keys of the Vite manifest: the files of web/src/fonts.css
 * (docs/decisions/022-font-subsets.md).
 */
const extraFontsByLanguage: Record<Language, string[]> = {
  sr_cyrillic: ['src/fonts/inter-cyrillic-wght.woff2'],
  sr_latin: [],
  en: [],
};

/**
 * `<link rel="preload" as="font">` tags for the language's extra subsets, so
 * the browser fetches them with the stylesheet instead of after the first
 * layout. A font preload needs `crossorigin` even on the same origin, or the
 * browser downloads the file a second time for the @font-face.
 */
export function fontPreloads(manifest: ViteManifest, language: Language): string[] {
  return extraFontsByLanguage[language].flatMap((key) => {
    const file = manifest[key]?.file;
    return file
      ? [markup`<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`.text]
      : [];
  });
}

/** Writes the preloads before the config block, beside index.html's own font preload. */
export function injectFontPreloads(html: string, preloads: string[]): string {
  if (preloads.length === 0) return html;
  const configBlock = '<script type="application/json" id="app-config">';
  return html.includes(configBlock)
    ? html.replace(configBlock, () => `${preloads.join('\n')}\n${configBlock}`)
    : html.replace('</head>', () => `${preloads.join('\n')}\n</head>`);
}
