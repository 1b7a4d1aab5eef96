import { siteTextEn } from '@domain/seo/site-text-en.ts';
/** Home page messages (English). */
export const homeEn = {
  heroText: siteTextEn.home.description,
  joinCommunity: 'Join the community',
  viewEvents: 'View events',
  join: {
    title: 'Join the community',
    intro: 'A free account lets you take part in the life of the portal:',
    benefits: {
      news: 'Share news from your city and parish',
      events: 'Add events to the community calendar',
      organizations: 'Put your organization on the map',
      memorials: 'Create a memorial page for a loved one',
      creators: 'Present your work in the creators directory',
      dashboard: 'Follow your submissions from your own dashboard',
    },
    createAccount: 'Create account',
    signIn: 'Sign in',
    emailUpdates: 'Send me community news and event invitations by email',
    learnMore: 'Learn more about us',
    close: 'Close',
  },
  cities: {
    heading: 'Explore by city',
    text: 'Communities across Canada and the USA, each with its own parishes, clubs and calendar.',
  },
  video: {
    heading: 'Featured video',
    text: 'A short film to enjoy with the family. The player loads only when you press play.',
    title: 'Sintel, an open movie by the Blender Foundation',
    play: 'Play the video: {{title}}',
  },
  news: { heading: 'Latest news', viewAll: 'View all news', readMore: 'Read more' },
  events: {
    heading: 'Upcoming events',
    viewAll: 'View all events',
    empty: 'No upcoming events found.',
  },
  organizations: {
    heading: 'Featured organizations',
    viewAll: 'View all organizations',
    learnMore: 'Learn more',
  },
  loading: 'Loading…',
  empty: 'Nothing here yet.',
  error: 'This section could not be loaded.',
};
