/** Contact page (/contact). */
export const contactEn = {
  title: 'Contact',
  intro:
    'Questions, suggestions or a correction for a city page? Write to us: the volunteers behind Zajednica read every message.',
  cards: {
    emailTitle: 'Email',
    email: 'info@zajednica.ca',
    phoneTitle: 'Phone',
    phone: '+1 (416) 555-0100',
    addressTitle: 'Address',
    address: '100 King Street West, Toronto, ON M5X 1A9',
    hoursTitle: 'Hours',
    hours: 'Mon-Fri 9AM-5PM EST',
  },
  formTitle: 'Send us a message',
  fullName: 'Full name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
  send: 'Send message',
  required: 'Required',
  errors: {
    fullNameRequired: 'Please enter your full name.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'This does not look like an email address. Please check it.',
    subjectRequired: 'Please enter a subject.',
    messageRequired: 'Please write your message.',
  },
  mapTitle: 'Map',
  mapPlaceholder: 'The map will appear here soon.',
};
