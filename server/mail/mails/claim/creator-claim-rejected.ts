import { z } from 'zod';
import { defineMail, optionalText } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { claimStateExample, claimStatePayload, claimWords } from './claim-shared.ts';

/**
 * The editors did not approve a claim, with their reason, or the item got
 * an owner meanwhile (queued by the database trigger notify_claim_status (0270, 0441, 0831) in the claimant's language).
 */

const claimRejected: MailTemplate = (data, locale) => {
  const name = mailItemName(data, locale, 'name');
  const note = text(data, 'note');
  const owned = data.void === true;
  const w = claimWords(data);
  return locale === 'sr'
    ? {
        subject: `Захтев није одобрен: ${name}`,
        heading: 'Ваш захтев није одобрен',
        paragraphs: [
          owned
            ? `${w.srCap} „${name}“ је у међувремену добио власника, па ваш захтев више не може бити одобрен.`
            : `Уредници су прегледали ваш захтев за ${w.sr} „${name}“ и нису га одобрили.`,
          ...(note ? [`Разлог: ${note}`] : []),
          'Ако мислите да је ово грешка, пишите нам преко странице за контакт.',
        ],
      }
    : {
        subject: `Claim not approved: ${name}`,
        heading: 'Your claim was not approved',
        paragraphs: [
          owned
            ? `The ${w.en} "${name}" got an owner meanwhile, so your claim can no longer be approved.`
            : `Our editors reviewed your claim of the ${w.en} "${name}" and did not approve it.`,
          ...(note ? [`The reason: ${note}`] : []),
          'If you think this is a mistake, write to us through the contact page.',
        ],
      };
};

export const creatorClaimRejectedMail = defineMail({
  name: 'creator_claim_rejected',
  class: 'notification',
  payload: {
    ...claimStatePayload,
    note: optionalText(),
    void: z.boolean().nullish(),
  },
  example: {
    ...claimStateExample,
    note: 'The proof does not show the profile.',
    void: false,
  },
  render: claimRejected,
});
