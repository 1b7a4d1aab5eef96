import { describe, expect, it } from 'vitest';
import { allEn as en } from '@/i18n/all-messages.ts';
import { allSrCyrillic as srCyrillic } from '@/i18n/all-messages.ts';
import { buildSrLatin } from '@/i18n/sr-latin.ts';
import { createTranslator } from '@/lib/translator.ts';
import { claimApprovalMessage } from './claim-approval-message.ts';

const i18n = createTranslator('en');
i18n.addMessages('en', en);
i18n.addMessages('sr_cyrillic', srCyrillic);
i18n.addMessages('sr_latin', buildSrLatin(srCyrillic));
const languages = ['en', 'sr_cyrillic', 'sr_latin'] as const;

describe('claimApprovalMessage', () => {
  it('tells the editor what approving did to the owner', () => {
    const english = i18n.fixedT('en');
    expect(claimApprovalMessage(english, 'approved', 'ana@example.com')).toBe(
      'Claim approved: the profile now belongs to ana@example.com.',
    );
    expect(claimApprovalMessage(english, 'approved_without_account', 'ana@example.com')).toBe(
      'Claim approved. The profile will pass to ana@example.com once an account with that address is confirmed.',
    );
    expect(claimApprovalMessage(english, 'already_owned', 'ana@example.com')).toBe(
      'This profile already has an owner; the claim is void.',
    );
    expect(claimApprovalMessage(english, null, '')).toBe('Submission status updated.');
    const latin = i18n.fixedT('sr_latin');
    expect(claimApprovalMessage(latin, 'approved', 'ana@example.com')).toBe(
      'Zahtev je odobren: profil sada pripada adresi ana@example.com.',
    );
  });

  it('no claim text in any language says the profile goes back to review', () => {
    for (const language of languages) {
      const t = i18n.fixedT(language);
      const texts = [
        t('creators.verify.verifiedText'),
        t('submissions.moderation.claimHint'),
        t('creators.verify.already_owned'),
        t('creators.claim.not_claimable'),
      ];
      for (const text of texts) {
        expect(text, language).not.toMatch(/back in review|поново на прегледу|ponovo na pregledu/i);
        expect(text, language).not.toMatch(/^creators\.|^submissions\./);
      }
    }
  });
});
