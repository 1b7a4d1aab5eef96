/** robots.txt: everything public may be crawled; account and editor screens may not. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /dev',
    'Disallow: /auth',
    // An organization's manage page and the landing page of an invitation (decision 029).
    'Disallow: /org/*/manage',
    'Disallow: /organizations/invite',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`,
    '',
  ].join('\n');
}
