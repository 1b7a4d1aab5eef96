import { plural } from '../plural-message.ts';

/** The condolence book of a memorial, its candle, its review and the confirmation page. */
export const condolencesEn = {
  heading: 'Book of condolences',
  tab: 'Condolences',
  count: plural({ one: '{{count}} condolence', other: '{{count}} condolences' }),
  empty: 'No condolences yet. Be the first to share a memory or a word of comfort.',
  write: 'Leave a condolence',
  relationSeparator: ' · ',
  form: {
    heading: 'Your condolence',
    name: 'Your name',
    relation: 'Relation (optional)',
    relationHint: 'For example: friend, neighbour, colleague',
    message: 'Message',
    email: 'Your email',
    emailHint:
      'We send you a link to confirm your condolence, and a note when it is published. Your email is never shown or shared.',
    signedInHint: 'Your condolence will show once it has been approved.',
    send: 'Send condolence',
    sending: 'Sending…',
    cancel: 'Cancel',
  },
  sentTitle: 'Thank you',
  sentPending: 'Your condolence will show on this page once the family or our editors approve it.',
  sentConfirm:
    'We sent you an email. Follow its link to confirm your condolence; it is then reviewed before it shows.',
  errors: {
    title: 'Your condolence was not sent',
    memorial_not_found: 'This memorial could not be found.',
    over_request_rate_limit: 'Too many attempts. Please wait a while and try again.',
    validation_failed: 'Please check the highlighted fields.',
    network: 'No connection to the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
  },
  validation: {
    nameRequired: 'Please enter your name.',
    messageRequired: 'Please write a message.',
    emailRequired: 'Please enter your email so we can confirm your condolence.',
    emailInvalid: 'Please enter a valid email address.',
    tooLong: 'This text is too long.',
    memorialNotFound: 'This memorial could not be found.',
  },
  candle: {
    light: 'Light a candle',
    lit: 'You lit a candle',
    count: plural({ one: '{{count}} candle lit', other: '{{count}} candles lit' }),
    failed: 'The candle could not be lit. Please try again later.',
  },
  confirm: {
    intro: 'Confirm your condolence so that it can be reviewed and published.',
    button: 'Confirm condolence',
    confirming: 'Confirming…',
    confirmedTitle: 'Condolence confirmed',
    confirmedText:
      'Thank you. Your condolence now waits for approval by the family or our editors.',
    failedTitle: 'The condolence could not be confirmed',
    no_token: 'The link is incomplete. Open the link from the email again.',
    invalid_or_used: 'This link is not valid or was already used.',
    expired: 'This link has expired. Please leave your condolence again.',
  },
  review: {
    memorial: 'Memorial: {{name}}',
    from: 'From {{name}}',
    approve: 'Approve',
    reject: 'Reject',
    approved: 'Condolence approved',
    rejected: 'Condolence rejected',
    empty: 'No condolences are waiting for approval.',
    heading: 'Condolences on your memorials',
  },
};
