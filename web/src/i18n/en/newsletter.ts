/** The newsletter: the subscribe form (footer, Join dialog) and the confirm / unsubscribe pages. */
export const newsletterEn = {
  email: 'Email address',
  emailPlaceholder: 'name@example.com',
  language: 'Newsletter language',
  cities: 'Cities (optional)',
  citiesHint: 'Choose none for news and events from every city.',
  subscribe: 'Subscribe',
  sending: 'Subscribing…',
  consent:
    'We send a confirmation link first: nothing else arrives until you confirm. Every newsletter has a one-click unsubscribe link.',
  successTitle: 'Check your email',
  successText:
    'We sent a confirmation link to {{email}} (if that address can subscribe). Open it within 48 hours to start receiving the weekly newsletter.',
  errors: {
    title: 'Could not subscribe',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'This does not look like an email address. Please check it.',
    languageInvalid: 'Please choose a language.',
    cityInvalid: 'Please choose cities from the list.',
    tooManyCities: 'Please choose at most 20 cities.',
    linkInvalid: 'This link is not valid.',
    over_request_rate_limit: 'Too many attempts. Please wait a few minutes and try again.',
    network: 'No connection to the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
  },
  confirm: {
    title: 'Confirm your subscription',
    intro: 'Confirm that you want the weekly Zajednica newsletter at this address.',
    button: 'Confirm subscription',
    confirming: 'Confirming…',
    doneTitle: 'You are subscribed',
    doneText:
      'Thank you! The newsletter arrives once a week. Every issue has a link to unsubscribe with one click.',
    failedTitle: 'The subscription could not be confirmed',
    link_invalid:
      'This link has expired or is not valid. Please subscribe again from the form at the bottom of any page.',
    no_token: 'The link is incomplete. Please open it exactly as it is in the email.',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    working: 'Unsubscribing…',
    doneTitle: 'You are unsubscribed',
    doneText:
      'You will receive no more newsletters at this address. Changed your mind? Subscribe again at the bottom of any page.',
    failedTitle: 'Could not unsubscribe',
    link_invalid:
      'This unsubscribe link is not valid. Please use the link from your latest newsletter.',
    no_token: 'The link is incomplete. Please open it exactly as it is in the email.',
    retry: 'Try again',
  },
};
