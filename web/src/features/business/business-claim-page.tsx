import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { localizedField } from '@domain/content-language.ts';
import { routes } from '@domain/routes.ts';
import { ClaimRequestForm } from '@/components/claim/claim-request-form.tsx';
import { PageHead } from '@/components/page-head.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { claimBusinessQueryOptions } from './api/claim-business-query.ts';

/**
 * Claim a business listing (/business-directory/claim?slug=), as a creator
 * profile is claimed: email and proof, a confirmation link by email, then an
 * editor's review; approval makes the account with that email its owner.
 */
export function BusinessClaimPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const navigate = useNavigate();
  const slug = useSearchParams()[0].get('slug') ?? '';
  const business = useQuery(claimBusinessQueryOptions(slug));

  const notFound = () => {
    showToast({
      title: t('creators.claim.failureTitle'),
      description: t('businessListing.claim.notFound'),
      variant: 'destructive',
      duration: PRODUCT_TOAST_DURATION,
    });
    void navigate(routes.businessDirectory, { replace: true });
  };
  useEffect(() => {
    if (business.isSuccess && business.data === null) notFound();
    if (business.isError) console.error('Could not load the business to claim', business.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [business.isSuccess, business.isError, business.data]);

  const name = business.data ? localizedField(business.data, 'name', language) : '';
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <PageHead
        title={t('businessListing.claim.title')}
        description={t('businessListing.claim.title')}
        canonicalPath={routes.businessClaim}
      />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">
        {t('businessListing.claim.title')}
      </h1>
      {business.isPending ? (
        <LoadingState label={t('business.loading')} />
      ) : business.data && !business.data.claimable ? (
        <p
          role="alert"
          className="rounded-xl border border-heritage-red-600 bg-heritage-red-50 p-6 text-heritage-red-700"
        >
          {t('businessListing.claim.notClaimable')}
        </p>
      ) : (
        <ClaimRequestForm
          functionName="request-business-claim"
          slug={slug}
          intro={name ? t('businessListing.claim.intro', { name }) : ''}
          proofHelp={t('businessListing.claim.proofHelp')}
          notFoundCode="business_not_found"
          notClaimableText={t('businessListing.claim.notClaimable')}
          onNotFound={notFound}
        />
      )}
      <Link to={routes.businessDirectory} className="text-serbian-blue-700 underline">
        {t('businessListing.claim.backToDirectory')}
      </Link>
    </div>
  );
}
