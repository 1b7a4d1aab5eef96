import type { HeadTags } from '../../domain/seo/head-tags.ts';
import { markup, trusted } from '../markup.ts';
import { scriptSafeJson } from './index-html.ts';

/**
 * JSON-LD inside <script type="application/ld+json">: the same escaping as the
 * config block, so no text can close the element (`</script>`) or open a comment.
 */
function jsonLdScript(json: string) {
  return markup`<script type="application/ld+json" data-server-head>${trusted(scriptSafeJson(JSON.parse(json)))}</script>`;
}

/**
 * Writes a page's head into index.html for clients that do not run the app:
 * `<html lang>`, the title, meta and link tags, JSON-LD, and a noscript
 * heading with the description. Added tags carry `data-server-head`; the app
 * removes them when it starts, so its own <PageHead> is the only head after
 * navigation.
 */
export function injectHead(
  html: string,
  head: HeadTags & { lang: string },
  options: { noscriptFallback?: boolean } = {},
): string {
  const description = head.metas.find((meta) => meta.value === 'description')?.content;
  const tags = [
    ...head.metas.map(
      (meta) =>
        markup`<meta ${meta.key}="${meta.value}" content="${meta.content}" data-server-head>`,
    ),
    ...head.links.map(
      (link) =>
        markup`<link rel="${link.rel}" href="${link.href}"${
          link.type ? markup` type="${link.type}"` : ''
        }${link.hreflang ? markup` hreflang="${link.hreflang}"` : ''} data-server-head>`,
    ),
    ...(head.jsonLd ? [jsonLdScript(head.jsonLd)] : []),
  ];
  const fallback = markup`<noscript><h1>${head.title}</h1>${
    description ? markup`<p>${description}</p>` : ''
  }</noscript>`;
  return html
    .replace(/<html\b[^>]*>/, () => markup`<html lang="${head.lang}">`.text)
    .replace(/<title>[\s\S]*?<\/title>/, () => markup`<title>${head.title}</title>`.text)
    .replace('</head>', () => `${tags.join('\n')}\n</head>`)
    .replace('<div id="root"></div>', () =>
      options.noscriptFallback === false
        ? '<div id="root"></div>'
        : `<div id="root"></div>${fallback.text}`,
    );
}
