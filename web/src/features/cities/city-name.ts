/** Lives in domain/ so the server's crawler head names a city the same way. */
export { cityDisplayName } from '@domain/seo/city-page.ts';
