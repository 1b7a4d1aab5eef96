import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { creatorName } from '@domain/creator-display.ts';
import { routes } from '@domain/routes.ts';
import { ClaimPageFrame, NotClaimableNotice } from '@/components/claim/claim-page-frame.tsx';
import { ClaimRequestForm } from '@/components/claim/claim-request-form.tsx';
import { useClaimNotFound } from '@/components/claim/use-claim-not-found.ts';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { claimCreatorQueryOptions } from './api/claim-creator-query.ts';

/** Claim a creator profile (/creators/claim?slug=): email and proof; the link goes by email. */
export function CreatorClaimPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const slug = useSearchParams()[0].get('slug') ?? '';
  const creator = useQuery(claimCreatorQueryOptions(slug));
  const notFound = useClaimNotFound(creator, {
    toastTitle: t('creators.claim.notFoundTitle'),
    toastText: t('creators.verify.creator_not_found'),
    backTo: routes.creators,
    what: 'creator',
  });

  const name = creator.data ? creatorName(creator.data, language) : '';
  return (
    <ClaimPageFrame title={t('creators.claim.title')} canonicalPath={routes.creatorsClaim}>
      {creator.isPending ? (
        <LoadingState label={t('creators.profile.loading')} />
      ) : creator.data?.owner_user_id ? (
        <NotClaimableNotice>{t('creators.claim.not_claimable')}</NotClaimableNotice>
      ) : (
        <ClaimRequestForm
          functionName="request-creator-claim"
          slug={slug}
          intro={name ? t('creators.claim.intro', { name }) : ''}
          proofHelp={t('creators.claim.proofHelp')}
          notFoundCode="creator_not_found"
          notClaimableText={t('creators.claim.not_claimable')}
          onNotFound={notFound}
        />
      )}
    </ClaimPageFrame>
  );
}
