import { siteTextEn } from '@domain/seo/site-text-en.ts';
/** City page messages (English). */
export const citiesEn = {
  loading: 'Loading the city page…',
  cityNotFound: 'City not found',
  notFoundText: 'We have no community page for this city yet.',
  retiredTitle: 'This city page was retired',
  retiredText:
    'The portal no longer keeps a page for this city. Its organizations, events and news are still in their lists.',
  errorTitle: 'Error',
  backHome: 'Back to the home page',
  welcome: siteTextEn.cityWelcome,
  organizations: 'Organizations',
  events: 'Upcoming events',
  news: 'News',
  noOrganizations: 'No organizations listed yet.',
  noEvents: 'No upcoming events found.',
  noNews: 'No news yet.',
  suggestHeading: 'Know something we missed?',
  suggestText: 'Help keep this page accurate: tell us about a parish, club or event in {{city}}.',
  suggestUpdate: 'Suggest an update',
};
