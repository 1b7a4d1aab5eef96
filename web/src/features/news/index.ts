// The feature's public entry: what other features may import (eslint import boundaries,
// decision 021). Only what they use, not a barrel of the folder.
export type { NewsArticleRow } from './api/news-article-query.ts';
export { NewsArticleView } from './news-article-view.tsx';
