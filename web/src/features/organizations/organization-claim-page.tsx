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
import { claimOrganizationQueryOptions } from './api/claim-organization-query.ts';

/**
 * Claim an organization without admins (/organizations/claim?slug=), as a
 * creator profile or a business listing is claimed (decision 015): email and
 * proof, a confirmation link by email, then an editor's review; approval
 * makes the account with that email the organization's admin (0831).
 */
export function OrganizationClaimPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const slug = useSearchParams()[0].get('slug') ?? '';
  const organization = useQuery(claimOrganizationQueryOptions(slug));
  const notFound = useClaimNotFound(organization, {
    toastTitle: t('creators.claim.failureTitle'),
    toastText: t('organizationAdmin.claim.notFound'),
    backTo: routes.organizations,
    what: 'organization',
  });
  const name = organization.data ? localizedField(organization.data, 'name', language) : '';
  return (
    <ClaimPageFrame
      title={t('organizationAdmin.claim.title')}
      canonicalPath={routes.organizationClaim}
    >
      {organization.isPending ? (
        <LoadingState label={t('app.loading')} />
      ) : organization.data && !organization.data.claimable ? (
        <NotClaimableNotice>{t('organizationAdmin.claim.notClaimable')}</NotClaimableNotice>
      ) : (
        <ClaimRequestForm
          functionName="request-organization-claim"
          slug={slug}
          intro={name ? t('organizationAdmin.claim.intro', { name }) : ''}
          proofHelp={t('organizationAdmin.claim.proofHelp')}
          notFoundCode="organization_not_found"
          notClaimableText={t('organizationAdmin.claim.notClaimable')}
          onNotFound={notFound}
        />
      )}
      <Link to={routes.organizations} className="text-serbian-blue-700 underline">
        {t('organizationAdmin.claim.backToOrganizations')}
      </Link>
    </ClaimPageFrame>
  );
}
