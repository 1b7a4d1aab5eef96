/** The editors' list of contact-page messages (a tab of the review queue). */
export const contactMessagesEn = {
  tab: 'Messages',
  intro:
    'Messages sent through the contact page, newest first. Reply by email, then mark them handled.',
  show: 'Show',
  filters: { open: 'Open', handled: 'Handled', all: 'All' },
  empty: 'No messages here.',
  from: 'From {{name}}',
  received: 'Received {{date}}',
  language: 'Language: {{language}}',
  reply: 'Reply by email',
  replyTo: 'Reply to {{name}} by email',
  markHandled: 'Mark handled',
  reopen: 'Reopen',
  noteLabel: 'Note (optional)',
  noteHint: 'What was done: who answered, what was agreed. Only editors see it.',
  confirmHandled: 'Mark handled',
  handledOn: 'Handled {{date}}',
  handledNote: 'Note: {{note}}',
  handledToast: 'Message marked handled',
  reopenedToast: 'Message reopened',
  replySubject: 'Re: {{subject}}',
};
