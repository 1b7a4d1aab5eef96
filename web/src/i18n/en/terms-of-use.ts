import type { LegalDocument } from '@/features/legal/legal-document.ts';

/**
 * The terms of use (/terms), in plain language. Loaded with its page only;
 * the title and summary are messages (legal.termsTitle, legal.termsSummary).
 */
export const termsOfUseEn: LegalDocument = {
  updated: 'Last updated: November 28, 2026',
  sections: [
    {
      heading: 'The portal',
      paragraphs: [
        'Zajednica is a free community portal for Serbs in Canada and the USA, run by volunteers. By using it you accept these terms. If you do not accept them, please do not use the portal.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Give a real email address and keep your password to yourself. An account is for one person. You are responsible for what is done with your account; tell us at once if you think someone else is using it.',
      ],
    },
    {
      heading: 'What you publish',
      paragraphs: [
        'What you submit stays yours. You allow us to show it on the portal, in all three of its languages and scripts, to shorten it for lists and newsletters, and to correct obvious mistakes. Send only texts and images you have the right to share.',
        'Editors review every submission before it is published and may ask for changes, refuse it or remove it later, with a reason.',
      ],
    },
    {
      heading: 'House rules',
      paragraphs: [
        'No hate, threats, harassment or insults, including against other nations or faiths. No false information and no spam. Do not publish the personal data of others without their consent. Advertising belongs in the business directory only.',
        'Memorials and condolences deserve special care: create a memorial only with the family’s permission. We remove a memorial when the family asks us to.',
        'If you see something that breaks these rules, use the Report button or write to us.',
      ],
    },
    {
      heading: 'Email',
      paragraphs: [
        'We send you the emails your account needs (confirmations, sign-in codes, the outcome of a review). The newsletter comes only if you subscribed and confirmed, and you can leave it with one click.',
      ],
    },
    {
      heading: 'Information from the community',
      paragraphs: [
        'Events, organizations, businesses and news are submitted by members of the community. We check them, but we cannot guarantee that every date, price or address is correct: confirm with the organizer before you set off. Links lead to other sites, which have their own rules.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'The portal is offered as it is, without payment and without guarantees. As far as the law allows, we are not liable for losses that come from using it or from content others published.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may change these terms; the new text is published here with its date. The laws of Ontario and of Canada apply. Questions: info@zajednica.ca.',
      ],
    },
  ],
};
