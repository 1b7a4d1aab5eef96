import { routeColumn } from './route-table.ts';

/** The page module of every route (route-table.ts `page`), under web/src/features. */
export const routePageModules = routeColumn('page');

/** The page component a page module exports: `news-article-page.tsx` exports `NewsArticlePage`. */
export function pageComponentName(module: string): string {
  const fileName = module.slice(module.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
  return fileName
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
