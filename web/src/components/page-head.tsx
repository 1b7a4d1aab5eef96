import { useTranslation } from 'react-i18next';
import { metaDescription } from '../../../domain/seo/meta-description.ts';

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
 * Title, meta description (160 characters), canonical link, Open Graph tags
 * and JSON-LD of a page. React 19 hoists title, meta and link into <head>;
 * the JSON-LD block is data, never executed, so the CSP allows it.
 */
export function PageHead({ title, description, canonicalPath, image, jsonLd }: PageHeadProps) {
  const { t } = useTranslation();
  const appName = t('app.name');
  const fullTitle = title ? `${title} · ${appName}` : appName;
  const summary = description ? metaDescription(description) : undefined;
  const canonical = canonicalPath
    ? new URL(canonicalPath, window.location.origin).toString()
    : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {summary && <meta name="description" content={summary} />}
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:title" content={title ?? appName} />
      {summary && <meta property="og:description" content={summary} />}
      {image && <meta property="og:image" content={image} />}
      {jsonLd && (
        <script type="application/ld+json">
          {JSON.stringify(jsonLd).replace(/</g, '\\u003c')}
        </script>
      )}
    </>
  );
}
