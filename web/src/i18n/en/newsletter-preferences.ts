/** The newsletter's preferences page (/newsletter/preferences) and its dashboard link. */
export const newsletterPreferencesEn = {
  title: 'Newsletter preferences',
  intro: 'Choose the language of your weekly newsletter and the cities it covers.',
  loading: 'Loading your preferences…',
  address: 'Preferences of {{email}}',
  save: 'Save preferences',
  saving: 'Saving…',
  savedTitle: 'Preferences saved',
  savedText: 'The next newsletter follows your new choice.',
  citiesHint: 'Choose none to hear about every city.',
  unsubscribeHeading: 'Stop the newsletter',
  unsubscribeText: 'You can unsubscribe at any time; nothing more will be sent.',
  unsubscribe: 'Unsubscribe',
  notSubscribedTitle: 'This address is not subscribed',
  notSubscribedText:
    'This newsletter subscription was cancelled or not yet confirmed. You can subscribe again at the bottom of any page.',
  failedTitle: 'Could not open your preferences',
  link_invalid: 'This link is not valid. Use the link in your latest newsletter.',
  no_token: 'This link is incomplete. Use the link in your latest newsletter.',
  saveFailed: 'Your preferences were not saved',
  retry: 'Try again',
  dashboardHeading: 'Newsletter',
  dashboardSubscribed: 'You receive the weekly newsletter at your account address.',
  dashboardManage: 'Manage newsletter preferences',
  dashboardNotSubscribed:
    'You do not receive the newsletter at your account address. You can subscribe at the bottom of any page.',
};
