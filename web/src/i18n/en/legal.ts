/** Titles and summaries of the privacy policy (/privacy) and the terms of use (/terms). */
export const legalEn = {
  privacyTitle: 'Privacy policy',
  privacySummary:
    'What Zajednica stores about you and why, how long we keep it, who sees it, and how to see, correct or delete it.',
  termsTitle: 'Terms of use',
  termsSummary:
    'The rules of Zajednica: your account, what you publish and who owns it, house rules, email, and our liability.',
};
