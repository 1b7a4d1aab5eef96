import { useTranslation } from 'react-i18next';
import { headTags } from '../../../domain/seo/head-tags.ts';

// The server writes each page's head for crawlers, marked `data-server-head`.
// Once the app runs, <PageHead> owns the head: the server's tags go before the
// first page renders (so React never adopts one and a stale description
// never outlives a navigation). The <title> stays; React reuses it.
for (const node of document.head.querySelectorAll('[data-server-head]')) node.remove();

interface PageHeadProps {
  title?: string;
  description?: string;
  /** Path of the canonical address, e.g. `/blog/some-article`. */
  canonicalPath?: string;
  image?: string | null;
  /** schema.org objects (NewsArticle, Event, BreadcrumbList …) built in domain/seo. */
  jsonLd?: object | object[];
}

/**
 * Title, meta description (160 characters), canonical link, Open Graph and
 * Twitter card tags, feed links and JSON-LD of a page, from the same
 * domain/seo/head-tags the server injects for crawlers. React 19 hoists
 * title, meta and link into <head>; the JSON-LD block is data, never
 * executed, so the CSP allows it.
 */
export function PageHead(props: PageHeadProps) {
  const { t } = useTranslation();
  const tags = headTags(props, { siteUrl: window.location.origin, siteName: t('app.name') });
  return (
    <>
      <title>{tags.title}</title>
      {tags.metas.map((meta) =>
        meta.key === 'name' ? (
          <meta key={meta.value} name={meta.value} content={meta.content} />
        ) : (
          <meta key={meta.value} property={meta.value} content={meta.content} />
        ),
      )}
      {tags.links.map((link) => (
        <link key={`${link.rel} ${link.href}`} rel={link.rel} href={link.href} type={link.type} />
      ))}
      {tags.jsonLd && (
        <script type="application/ld+json">{tags.jsonLd.replace(/</g, '\\u003c')}</script>
      )}
    </>
  );
}
