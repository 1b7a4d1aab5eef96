import type { HeadTags } from '../../domain/seo/head-tags.ts';
import { scriptSafeJson } from './index-html.ts';

/** Text or attribute value safe inside HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON-LD inside <script type="application/ld+json">: the same escaping as the
 * config block, so no text can close the element (`</script>`) or open a comment.
 */
function jsonLdScript(json: string): string {
  return `<script type="application/ld+json" data-server-head>${scriptSafeJson(JSON.parse(json))}</script>`;
}

/**
 * Writes a page's head into index.html for clients that do not run the app:
 * `<html lang>`, the title, meta and link tags, JSON-LD, and a noscript
 * heading with the description. Added tags carry `data-server-head`; the app
 * removes them when it starts, so its own <PageHead> is the only head after
 * navigation.
 */
export function injectHead(html: string, head: HeadTags & { lang: string }): string {
  const description = head.metas.find((meta) => meta.value === 'description')?.content;
  const attribute = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
  const tags = [
    ...head.metas.map(
      (meta) =>
        `<meta${attribute(meta.key, meta.value)}${attribute('content', meta.content)} data-server-head>`,
    ),
    ...head.links.map(
      (link) =>
        `<link${attribute('rel', link.rel)}${attribute('href', link.href)}${
          link.type ? attribute('type', link.type) : ''
        }${link.hreflang ? attribute('hreflang', link.hreflang) : ''} data-server-head>`,
    ),
    ...(head.jsonLd ? [jsonLdScript(head.jsonLd)] : []),
  ];
  const fallback = `<noscript><h1>${escapeHtml(head.title)}</h1>${
    description ? `<p>${escapeHtml(description)}</p>` : ''
  }</noscript>`;
  return html
    .replace(/<html\b[^>]*>/, () => `<html${attribute('lang', head.lang)}>`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', () => `${tags.join('\n')}\n</head>`)
    .replace('<div id="root"></div>', () => `<div id="root"></div>${fallback}`);
}
