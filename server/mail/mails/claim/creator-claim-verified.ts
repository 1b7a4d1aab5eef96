import { defineMail } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import type { MailTemplate } from '../../mail-template.ts';
import { claimStateExample, claimStatePayload, claimWords } from './claim-shared.ts';

/**
 * The claimant confirmed their address: the claim waits for the editors
 * (queued by the database trigger notify_claim_status (0270, 0441, 0831) in the claimant's language).
 */

const claimVerified: MailTemplate = (data, locale) => {
  const name = mailItemName(data, locale, 'name');
  const w = claimWords(data);
  return locale === 'sr'
    ? {
        subject: `Захтев је потврђен: ${name}`,
        heading: 'Ваш захтев чека преглед',
        paragraphs: [
          `Потврдили сте адресу за захтев за ${w.sr} „${name}“. Уредници ће сада прегледати доказ.`,
          `Јавићемо вам њихову одлуку на ову адресу. ${w.srCap} за то време остаје објављен.`,
        ],
      }
    : {
        subject: `Claim confirmed: ${name}`,
        heading: 'Your claim is waiting for review',
        paragraphs: [
          `You confirmed your address for the claim of the ${w.en} "${name}". Our editors will now review your proof.`,
          `We will send their decision to this address. The ${w.en} stays published meanwhile.`,
        ],
      };
};

export const creatorClaimVerifiedMail = defineMail({
  name: 'creator_claim_verified',
  class: 'notification',
  payload: claimStatePayload,
  example: claimStateExample,
  render: claimVerified,
});
