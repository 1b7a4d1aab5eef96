/** schema.org BreadcrumbList for a detail page: [{ name, path }] from the home page down. */
export function breadcrumbList(siteUrl: string, crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).toString(),
    })),
  };
}

/**
 * The UI texts of a detail page's head: the site's name and the title of its
 * section's list page. The browser passes its messages (`app.name`,
 * `events.title` …), the server the same texts from domain/seo/site-text.ts.
 */
export interface SectionTexts {
  siteName: string;
  sectionTitle: string;
}

/** The breadcrumbs of a detail page: home, its section's list page, the page itself. */
export function detailBreadcrumbs(
  siteUrl: string,
  texts: SectionTexts,
  sectionPath: string,
  page: { name: string; path: string },
) {
  return breadcrumbList(siteUrl, [
    { name: texts.siteName, path: '/' },
    { name: texts.sectionTitle, path: sectionPath },
    page,
  ]);
}
