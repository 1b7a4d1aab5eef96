// The feature's public entry: what other features may import (eslint import boundaries,
// decision 021). Only what they use, not a barrel of the folder.
export { CondolenceReviewList } from './condolences/condolence-review-list.tsx';
export { condolenceReviewCountQueryOptions } from './condolences/condolence-review-queries.ts';
export { type Memorial, memorialColumns } from './memorial-types.ts';
export { MemorialView } from './memorial-view.tsx';
