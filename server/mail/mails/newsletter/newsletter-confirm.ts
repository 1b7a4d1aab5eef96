import { z } from 'zod';
import { defineMail, optionalText } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import {
  inLanguage,
  languageOf,
  preferencesLink,
  subscriberLanguage,
} from './newsletter-shared.ts';

/** The newsletter's double opt-in: the link that turns a request into a subscription (newsletter-subscribe.ts). */

const newsletterConfirm: MailTemplate = (data, locale) =>
  inLanguage(languageOf(data, locale), {
    en: {
      subject: 'Confirm your Zajednica newsletter subscription',
      heading: 'One more step',
      paragraphs: [
        'Someone (we hope you) asked to receive the weekly Zajednica newsletter at this address: new community news and upcoming events.',
        'Nothing will be sent until you confirm. The link works for 48 hours.',
      ],
      action: { label: 'Confirm subscription', url: text(data, 'confirm_url') },
      footer: 'If you did not ask for this, ignore this email: you will not hear from us again.',
      ...preferencesLink(data, 'Once confirmed, choose your language and cities here'),
    },
    sr: {
      subject: 'Потврдите претплату на билтен Заједнице',
      heading: 'Још један корак',
      paragraphs: [
        'Неко (надамо се ви) затражио је да на ову адресу стиже недељни билтен Заједнице: нове вести заједнице и предстојећи догађаји.',
        'Ништа вам нећемо слати док не потврдите. Веза важи 48 сати.',
      ],
      action: { label: 'Потврди претплату', url: text(data, 'confirm_url') },
      footer: 'Ако ово нисте тражили, занемарите ову поруку: више вам се нећемо јављати.',
      ...preferencesLink(data, 'Када потврдите, овде бирате језик и градове'),
    },
  });

export const newsletterConfirmMail = defineMail({
  name: 'newsletter_confirm',
  class: 'notification',
  payload: {
    language: subscriberLanguage,
    confirm_url: z.string(),
    preferences_url: optionalText(),
  },
  example: {
    language: 'sr_latin',
    confirm_url: 'https://z.example/newsletter/confirm?token=abc',
    preferences_url: 'https://z.example/newsletter/preferences?token=def',
  },
  render: newsletterConfirm,
});
