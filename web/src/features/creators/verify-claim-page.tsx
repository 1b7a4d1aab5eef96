import { Link, useLocation, useSearchParams } from 'react-router';
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
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const kind = search.get('kind');
  const business = kind === 'business' || pathname.startsWith(routes.businessVerifyClaim);
  const intro = business ? t('businessListing.verify.intro') : t('creators.verify.intro');

  async function verify(token: string): Promise<string | null> {
    const { supabase } = await import('@/lib/supabase-client.ts');
    const { data, error } = await supabase.rpc('verify_creator_claim', { token });
    // Never a server's own words on the page: the reader's language says what went wrong.
    if (error) return t('creators.verify.invalid_or_used');
    if (data === 'verified') return null;
    const code = failures.find((failure) => failure === data) ?? 'invalid_or_used';
    return t(`creators.verify.${code}`);
  }

  return (
    <ConfirmFromMailPage
      title={t('creators.verify.title')}
      description={intro}
      canonicalPath={business ? routes.businessVerifyClaim : routes.creatorsVerifyClaim}
      texts={{
        intro,
        button: t('creators.verify.confirm'),
        busy: t('creators.verify.verifying'),
        doneTitle: t('creators.verify.verifiedTitle'),
        done:
          kind === 'organization'
            ? t('organizationAdmin.claim.verifiedText')
            : business
              ? t('businessListing.verify.verifiedText')
              : t('creators.verify.verifiedText'),
        failedTitle: t('creators.verify.failedTitle'),
        noToken: t('creators.verify.no_token'),
      }}
      confirm={verify}
    >
      {business ? (
        <Link to={routes.businessDirectory} className="text-serbian-blue-700 underline">
          {t('businessListing.verify.backToDirectory')}
        </Link>
      ) : (
        <Link to={routes.creators} className="text-serbian-blue-700 underline">
          {t('creators.profile.backToCreators')}
        </Link>
      )}
    </ConfirmFromMailPage>
  );
}
