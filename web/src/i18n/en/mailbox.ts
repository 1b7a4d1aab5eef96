/** The development mailbox (/dev/mailbox) messages (English). */
export const mailboxEn = {
  title: 'Development mailbox',
  intro:
    'Emails the server would send, newest first. This page exists only in embedded mode without SMTP_URL, and only admins can read it.',
  loading: 'Loading emails…',
  empty: 'No emails yet.',
  error: 'Could not load the mailbox.',
  unavailable: 'The development mailbox is off: this server sends email through SMTP.',
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: 'Only admins can read the development mailbox.',
  backHome: 'Go to the homepage',
  to: 'To {{address}}',
  refresh: 'Refresh',
};
