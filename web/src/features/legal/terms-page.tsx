import { routes } from '@domain/routes.ts';
import { termsOfUseEn } from '@/i18n/en/terms-of-use.ts';
import { termsOfUseSrCyrillic } from '@/i18n/sr-cyrillic/terms-of-use.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { LegalPage } from './legal-page.tsx';

const texts = { en: termsOfUseEn, sr_cyrillic: termsOfUseSrCyrillic };

/** Terms of use (/terms): accounts, what you publish, house rules, liability. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('legal.termsTitle')}
      summary={t('legal.termsSummary')}
      canonicalPath={routes.terms}
      texts={texts}
    />
  );
}
