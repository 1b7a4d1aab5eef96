import { z } from 'zod';
import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';

/**
 * The confirmation link to a visitor who left a condolence in a memorial's
 * condolence book (leave-condolence, migration 0410).
 */

const condolenceConfirm: MailTemplate = (data, locale) => {
  const action = {
    label: locale === 'sr' ? 'Потврдите саучешће' : 'Confirm your condolence',
    url: text(data, 'link'),
  };
  return locale === 'sr'
    ? {
        subject: 'Потврдите своје саучешће',
        heading: 'Још један корак',
        paragraphs: [
          'Хвала што сте оставили саучешће на Заједници. Потврдите да је ова адреса ваша, па ће саучешће отићи на преглед пре објављивања.',
          'Веза важи 48 сати. Ако нисте ви оставили саучешће, занемарите ову поруку: ништа неће бити објављено.',
        ],
        action,
      }
    : {
        subject: 'Confirm your condolence',
        heading: 'One more step',
        paragraphs: [
          'Thank you for leaving a condolence on Zajednica. Confirm that this address is yours, and your condolence will be reviewed before it is published.',
          'The link works for 48 hours. If you did not leave a condolence, ignore this email: nothing will be published.',
        ],
        action,
      };
};

export const condolenceConfirmMail = defineMail({
  name: 'condolence_confirm',
  class: 'notification',
  payload: { link: z.string() },
  example: { link: 'https://z.example/condolence-confirm?token=abc' },
  render: condolenceConfirm,
});
