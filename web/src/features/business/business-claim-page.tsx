import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { localizedField } from '@domain/content-language.ts';
import { routes } from '@domain/routes.ts';
import { ClaimPageFrame, NotClaimableNotice } from '@/components/claim/claim-page-frame.tsx';
import { ClaimRequestForm } from '@/components/claim/claim-request-form.tsx';
import { useClaimNotFound } from '@/components/claim/use-claim-not-found.ts';
import { LoadingState } from '@/components/ui/loading-state.tsx';
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
  const slug = useSearchParams()[0].get('slug') ?? '';
  const business = useQuery(claimBusinessQueryOptions(slug));
  const notFound = useClaimNotFound(business, {
    toastTitle: t('creators.claim.failureTitle'),
    toastText: t('businessListing.claim.notFound'),
    backTo: routes.businessDirectory,
    what: 'business',
  });

  const name = business.data ? localizedField(business.data, 'name', language) : '';
  return (
    <ClaimPageFrame title={t('businessListing.claim.title')} canonicalPath={routes.businessClaim}>
      {business.isPending ? (
        <LoadingState label={t('business.loading')} />
      ) : business.data && !business.data.claimable ? (
        <NotClaimableNotice>{t('businessListing.claim.notClaimable')}</NotClaimableNotice>
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
    </ClaimPageFrame>
  );
}
