import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { creatorName } from '../../../../domain/creator-display.ts';
import { routes } from '../../../../domain/routes.ts';
import { PageHead } from '../../components/page-head.tsx';
import { InputField, TextareaField } from '../../components/ui/field.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SuccessNotice } from '../../components/ui/success-notice.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../../components/ui/toast-store.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { claimCreatorQueryOptions } from './api/claim-creator-query.ts';
import {
  FunctionCallError,
  functionErrorText,
  invokeFunction,
  serverFieldErrors,
} from '../../lib/invoke-function.ts';

/** Claim a creator profile (/creators/claim?slug=): email and proof; the link goes by email. */
export function CreatorClaimPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const navigate = useNavigate();
  const slug = useSearchParams()[0].get('slug') ?? '';
  const creator = useQuery(claimCreatorQueryOptions(slug));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('../../../../domain/creator-schemas.ts')).creatorClaimSchema,
    defaultValues: { slug, email: '', proof: '' },
  });

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

  const submit = onSubmit(async (claim) => {
    try {
      await invokeFunction('request-creator-claim', claim);
      setSentTo(claim.email);
    } catch (error) {
      if (error instanceof FunctionCallError && error.code === 'creator_not_found')
        return notFound();
      const owned = error instanceof FunctionCallError && error.code === 'not_claimable';
      for (const [field, key] of serverFieldErrors(error))
        form.setError(field as keyof typeof claim, { message: key }, { shouldFocus: true });
      showToast({
        title: t('creators.claim.failureTitle'),
        description: owned ? t('creators.claim.not_claimable') : functionErrorText(t, error),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    }
  });

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
      ) : sentTo !== null ? (
        <SuccessNotice title={t('creators.claim.successTitle')} icon={MailCheck}>
          <p>{t('creators.claim.successText', { email: sentTo })}</p>
        </SuccessNotice>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-5 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          {name && <p className="text-stone-700">{t('creators.claim.intro', { name })}</p>}
          <InputField
            id="claim-email"
            label={t('creators.claim.email')}
            required
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextareaField
            id="claim-proof"
            label={t('creators.claim.proof')}
            hint={t('creators.claim.proofHelp')}
            required
            error={errors.proof?.message}
            {...form.register('proof')}
          />
          <SubmitButton
            busy={busy}
            busyLabel={t('creators.claim.submitting')}
            className="justify-self-start"
          >
            {t('creators.claim.submit')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
