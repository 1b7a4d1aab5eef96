/**
 * What a page puts into its head: the web app renders it with <PageHead>,
 * the server injects the same into index.html for crawlers (DESIGN §6).
 */
export interface PageMeta {
  /** The page's own title, without the site name. */
  title: string;
  /** Plain text; cut to 160 characters where it is written into the head. */
  description: string;
  /** Path of the canonical address, e.g. `/blog/some-article`. */
  canonicalPath: string;
  image?: string | null;
  /** schema.org objects (NewsArticle, Event, BreadcrumbList …). */
  jsonLd?: object | object[];
}

/** The document title: "Page · Zajednica", or the site name alone. */
export function documentTitle(title: string | undefined, siteName: string): string {
  return title ? `${title} · ${siteName}` : siteName;
}
