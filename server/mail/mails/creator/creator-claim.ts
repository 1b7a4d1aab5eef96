import { z } from 'zod';
import { defineMail, rowId } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { claimWords } from '../claim/claim-shared.ts';

/** The link that confirms a claimant's address (issues 7, 19, 20). */

const creatorClaim: MailTemplate = (data, locale) => {
  const w = claimWords(data);
  return locale === 'sr'
    ? {
        subject: `Потврдите захтев за ${w.srFull}`,
        heading: 'Потврдите захтев',
        paragraphs: [
          `Затражили сте ${w.sr} „${mailItemName(data, locale, 'name')}“ на Заједници. Потврдите да је ова адреса ваша.`,
        ],
        action: { label: 'Потврди захтев', url: text(data, 'link') },
        footer: 'Ако нисте ви поднели захтев, занемарите ову поруку. Веза важи 24 сата.',
      }
    : {
        subject: `Confirm your ${w.enFull} claim`,
        heading: 'Confirm your claim',
        paragraphs: [
          `You asked to claim the ${w.en} "${text(data, 'name')}" on Zajednica. Please confirm that this address is yours.`,
        ],
        action: { label: 'Confirm my claim', url: text(data, 'link') },
        footer:
          'If you did not make this request, ignore this email. The link is valid for 24 hours.',
      };
};

export const creatorClaimMail = defineMail({
  name: 'creator_claim',
  class: 'notification',
  payload: {
    name: z.string(),
    link: z.string(),
    kind: z.enum(['creator', 'business', 'organization']),
    claim_id: rowId().nullish(),
  },
  example: {
    name: 'Ana Petrović',
    link: 'https://z.example/claim/confirm?token=abc',
    kind: 'creator',
    claim_id: '00000000-0000-4000-8000-000000000001',
  },
  render: creatorClaim,
});
