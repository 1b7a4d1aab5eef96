import { defineMail } from '../../define-mail.ts';
import type { MailTemplate } from '../../mail-template.ts';

/** To the public email of a submitted creator profile (issue 7): it was received. */

// No text from the submission: anyone may type any public email (issue 16).
const creatorReceived: MailTemplate = (_data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Примили смо ваш профил ствараоца',
        heading: 'Хвала вам што сте послали профил',
        paragraphs: [
          'Профил ствараоца са овом адресом е-поште је примљен и уредници ће га ускоро прегледати.',
          'Јавићемо вам се када буде објављен. Ако нисте ви послали профил, занемарите ову поруку.',
        ],
      }
    : {
        subject: 'We received your creator profile',
        heading: 'Thank you for your submission',
        paragraphs: [
          'A creator profile with this email address was received and is under review by our editors.',
          'We will let you know once it is published. If you did not submit it, ignore this email.',
        ],
      };

export const creatorReceivedMail = defineMail({
  name: 'creator_received',
  class: 'notification',
  payload: {},
  example: {},
  render: creatorReceived,
});
