import { siteTextEn } from '@domain/seo/site-text-en.ts';
import { plural } from '../plural-message.ts';

/** Search screen (/search). */
export const searchEn = {
  title: siteTextEn.search.title,
  intro: siteTextEn.search.description,
  label: 'Search the portal',
  placeholder: 'A name, a place or a topic…',
  clear: 'Clear search',
  prompt: 'Type at least two letters. Latin and Cyrillic both work.',
  tooShort: 'Type at least two letters to search.',
  loading: 'Searching…',
  noResults: 'No results found',
  failed: 'The search did not work. Check your connection and try again.',
  /** Said by the status region once results arrive; the count is the All tab's. */
  resultCount: plural({
    one: '{{count}} result for “{{query}}”',
    other: '{{count}} results for “{{query}}”',
  }),
  resultsLabel: 'Search results',
  tabs: {
    all: 'All',
    cities: 'Cities',
    organizations: 'Organizations',
    events: 'Events',
    blog: 'Blog',
    memorials: 'In Memoriam',
  },
  types: {
    city: 'City',
    organization: 'Organization',
    event: 'Event',
    news: 'Article',
    memorial: 'In Memoriam',
  },
};
