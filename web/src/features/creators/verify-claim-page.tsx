import { Link, useSearchParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { ConfirmFromMailPage } from '@/components/confirm-from-mail-page.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

const failures = [
  'no_token',
  'invalid_or_used',
  'expired',
  'creator_not_found',
  'already_owned',
] as const;

/**
 * Verify a creator claim (/creators/verify-claim?token=): the button calls
 * verify_creator_claim, which moves only the claim to review (the profile
 * stays as it is).
 */
export function VerifyClaimPage() {
  const { t } = useTranslation();
  // The same link confirms a claim of a business listing (decision 015).
  const business = useSearchParams()[0].get('kind') === 'business';
  const intro = business ? t('businessListing.verify.intro') : t('creators.verify.intro');

  async function verify(token: string): Promise<string | null> {
    const { supabase } = await import('@/lib/supabase-client.ts');
    const { data, error } = await supabase.rpc('verify_creator_claim', { token });
    if (error) return error.message;
    if (data === 'verified') return null;
    const code = failures.find((failure) => failure === data) ?? 'invalid_or_used';
    return t(`creators.verify.${code}`);
  }

  return (
    <ConfirmFromMailPage
      title={t('creators.verify.title')}
      description={intro}
      canonicalPath={routes.creatorsVerifyClaim}
      texts={{
        intro,
        button: t('creators.verify.confirm'),
        busy: t('creators.verify.verifying'),
        doneTitle: t('creators.verify.verifiedTitle'),
        done: business
          ? t('businessListing.verify.verifiedText')
          : t('creators.verify.verifiedText'),
        failedTitle: t('creators.verify.failedTitle'),
        noToken: t('creators.verify.no_token'),
      }}
      confirm={verify}
    >
      <Link to={routes.creators} className="text-serbian-blue-700 underline">
        {t('creators.profile.backToCreators')}
      </Link>
    </ConfirmFromMailPage>
  );
}
