import { routes } from '@domain/routes.ts';
import { privacyPolicyEn } from '@/i18n/en/privacy-policy.ts';
import { privacyPolicySrCyrillic } from '@/i18n/sr-cyrillic/privacy-policy.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { LegalPage } from './legal-page.tsx';

const texts = { en: privacyPolicyEn, sr_cyrillic: privacyPolicySrCyrillic };

/** Privacy policy (/privacy): what the portal stores, why, for how long, and your rights. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('legal.privacyTitle')}
      summary={t('legal.privacySummary')}
      canonicalPath={routes.privacy}
      texts={texts}
    />
  );
}
