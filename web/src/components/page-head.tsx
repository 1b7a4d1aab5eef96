import { useTranslation } from '../lib/use-translation.ts';
import { headTags } from '@domain/seo/head-tags.ts';
import { useDocumentHead } from '../lib/document-head.ts';
import { readSiteUrl } from '../lib/app-config.ts';

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
 * domain/seo/head-tags the server injects for crawlers, written into <head>
 * while the page is shown. Renders nothing itself.
 */
export function PageHead(props: PageHeadProps) {
  const { t, language } = useTranslation();
  // Canonical links name SITE_URL, whatever address the page was opened at.
  const tags = headTags(props, { siteUrl: readSiteUrl(), siteName: t('app.name'), language });
  useDocumentHead(tags);
  return null;
}
