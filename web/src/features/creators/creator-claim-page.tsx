import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { creatorName } from '@domain/creator-display.ts';
import { routes } from '@domain/routes.ts';
import { ClaimRequestForm } from '@/components/claim/claim-request-form.tsx';
import { PageHead } from '@/components/page-head.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { claimCreatorQueryOptions } from './api/claim-creator-query.ts';

/** Claim a creator profile (/creators/claim?slug=): email and proof; the link goes by email. */
export function CreatorClaimPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const navigate = useNavigate();
  const slug = useSearchParams()[0].get('slug') ?? '';
  const creator = useQuery(claimCreatorQueryOptions(slug));

  const notFound = () => {
    showToast({
      title: t('creators.claim.notFoundTitle'),
      description: t('creators.verify.creator_not_found'),
      variant: 'destructive',
      duration: PRODUCT_TOAST_DURATION,
    });
    void navigate(routes.creators, { replace: true });
  };
  useEffect(() => {
    if (creator.isSuccess && creator.data === null) notFound();
    if (creator.isError) console.error('Could not load the creator to claim', creator.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [creator.isSuccess, creator.isError, creator.data]);

  const name = creator.data ? creatorName(creator.data, language) : '';
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <PageHead
        title={t('creators.claim.title')}
        description={t('creators.claim.title')}
        canonicalPath={routes.creatorsClaim}
      />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">
        {t('creators.claim.title')}
      </h1>
      {creator.isPending ? (
        <LoadingState label={t('creators.profile.loading')} />
      ) : creator.data?.owner_user_id ? (
        <p
          role="alert"
          className="rounded-xl border border-heritage-red-600 bg-heritage-red-50 p-6 text-heritage-red-700"
        >
          {t('creators.claim.not_claimable')}
        </p>
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
    </div>
  );
}
