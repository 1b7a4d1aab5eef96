import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { creatorName } from '../../../../domain/creator-display.ts';
import { routes } from '../../../../domain/routes.ts';
import { PageHead } from '../../components/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, fieldClasses } from '../../components/ui/input.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../../components/ui/toast-store.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { claimCreatorQueryOptions } from './api/claim-creator-query.ts';
import { FunctionCallError, invokeFunction } from '../../lib/invoke-function.ts';
import { FormField } from './form-field.tsx';

/** Claim a creator profile (/creators/claim?slug=): email and proof; the link goes by email. */
export function CreatorClaimPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const navigate = useNavigate();
  const slug = useSearchParams()[0].get('slug') ?? '';
  const creator = useQuery(claimCreatorQueryOptions(slug));
  const [values, setValues] = useState({ email: '', proof: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'submitting' | 'sent'>('idle');

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (zod) loads on the first send, not with the page.
    const { creatorClaimSchema, fieldErrors } =
      await import('../../../../domain/creator-schemas.ts');
    const parsed = creatorClaimSchema.safeParse({ slug, ...values });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setState('submitting');
    try {
      await invokeFunction('request-creator-claim', parsed.data);
      setState('sent');
    } catch (error) {
      setState('idle');
      if (error instanceof FunctionCallError && error.code === 'creator_not_found')
        return notFound();
      const owned = error instanceof FunctionCallError && error.code === 'not_claimable';
      showToast({
        title: t('creators.claim.failureTitle'),
        description: owned
          ? t('creators.claim.not_claimable')
          : error instanceof Error
            ? error.message
            : t('creators.errors.generic'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    }
  }

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
      ) : state === 'sent' ? (
        <div
          role="status"
          className="grid gap-3 rounded-xl border border-green-300 bg-green-50 p-6 text-green-900"
        >
          <p className="flex items-center gap-2 text-lg font-semibold">
            <MailCheck aria-hidden="true" className="size-5" />
            {t('creators.claim.successTitle')}
          </p>
          <p>{t('creators.claim.successText', { email: values.email.trim() })}</p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-5 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          {name && <p className="text-stone-700">{t('creators.claim.intro', { name })}</p>}
          <FormField
            id="claim-email"
            label={t('creators.claim.email')}
            error={errors.email}
            required
          >
            {(describedBy) => (
              <Input
                id="claim-email"
                type="email"
                autoComplete="email"
                value={values.email}
                aria-invalid={Boolean(errors.email)}
                aria-describedby={describedBy}
                onChange={(event) => setValues({ ...values, email: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            id="claim-proof"
            label={t('creators.claim.proof')}
            error={errors.proof}
            help={t('creators.claim.proofHelp')}
            required
          >
            {(describedBy) => (
              <textarea
                id="claim-proof"
                rows={4}
                className={`${fieldClasses} py-2`}
                value={values.proof}
                aria-invalid={Boolean(errors.proof)}
                aria-describedby={describedBy}
                onChange={(event) => setValues({ ...values, proof: event.target.value })}
              />
            )}
          </FormField>
          <Button type="submit" disabled={state === 'submitting'} className="justify-self-start">
            {state === 'submitting' ? t('creators.claim.submitting') : t('creators.claim.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
