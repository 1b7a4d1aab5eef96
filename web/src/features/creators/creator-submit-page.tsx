import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { SubmissionSuccess } from '@/components/submission/submission-success.tsx';
import { ErrorSummary, summaryOf } from '@/components/ui/error-summary.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { randomUuid } from '@/lib/random-uuid.ts';
import { loadOwnCreatorDraft, saveOwnCreatorDraft } from './api/own-creator-draft.ts';
import { submitCreator } from './api/submit-creator.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import {
  ImageAddressNotKept,
  keepImageAddresses,
} from '@/components/submission/keep-image-addresses.ts';
import type { FieldSection } from '@/components/submission/field-spec.ts';
import { Honeypot } from '@/components/ui/honeypot.tsx';
import { CreatorFormFields, creatorFieldLabels } from './submit/creator-form-fields.tsx';
import { emptyForm, filledTooFast, formFromRow } from './submit/creator-form-values.ts';

/** The creator form's image fields, for keepImageAddresses. */
const creatorImageFields: FieldSection[] = [
  {
    legend: 'images',
    fields: [
      { name: 'avatar_image', label: 'avatar', kind: 'image' },
      { name: 'banner_image', label: 'banner', kind: 'image' },
    ],
  },
];

/** Public creator submission (SPEC §2, §5) for visitors and signed-in users. */
export function CreatorSubmitPage() {
  const { t } = useTranslation();
  const { user, session } = useAuth();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const editId = user ? search.get('edit') : null;
  const [done, setDone] = useState(false);
  const [openedAt] = useState(() => Date.now());
  // One id per form instance: a second click or a retry inserts the same row, never a copy.
  const [newId] = useState(randomUuid);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/creator-schemas.ts')).creatorSubmissionSchema,
    defaultValues: emptyForm,
  });
  const { reset } = form;

  useEffect(() => {
    if (!editId) return;
    loadOwnCreatorDraft(editId)
      .then((row) => {
        if (row) reset(formFromRow(row));
      })
      .catch((error: unknown) => {
        console.error(error);
        showToast({
          title: t('submissions.loadFailed'),
          variant: 'destructive',
          duration: PRODUCT_TOAST_DURATION,
        });
      });
  }, [editId, reset, t]);

  const submit = onSubmit(
    async (creator) => {
      // A filled honeypot is a bot: it is shown success and nothing is saved.
      if (creator.honeypot.trim() !== '') {
        setDone(true);
        return;
      }
      // A real person can be this quick too (autofill): say so, keep everything.
      if (!editId && filledTooFast(openedAt)) {
        showToast({
          title: t('creators.submit.tooFastTitle'),
          description: t('creators.submit.tooFastText'),
          variant: 'destructive',
          duration: PRODUCT_TOAST_DURATION,
        });
        return;
      }
      try {
        // An avatar or banner given as an address is fetched once and kept (issue 35).
        const kept = await keepImageAddresses(creator, creatorImageFields, session?.access_token);
        if (editId) {
          await saveOwnCreatorDraft(editId, kept);
          // The dashboard lists this profile next: show its new status, not a cached one.
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        } else await submitCreator(kept, user?.id ?? null, newId);
        setDone(true);
      } catch (error) {
        console.error(error);
        if (error instanceof ImageAddressNotKept) {
          form.setError(error.field as 'avatar_image' | 'banner_image', {
            message:
              error.failure === 'failed'
                ? t('submissions.upload.addressFailed', { url: error.url })
                : t(`submissions.upload.${error.failure}`),
          });
        }
        showToast({
          title: t('creators.submit.failureTitle'),
          description: t('forms.callErrors.generic'),
          variant: 'destructive',
          duration: PRODUCT_TOAST_DURATION,
        });
      }
    },
    () =>
      showToast({
        title: t('creators.validation.checkForm'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      }),
  );

  const head = (
    <PageHead
      title={t('creators.submit.title')}
      description={t('creators.submit.intro')}
      canonicalPath={routes.creatorsSubmit}
    />
  );
  if (done)
    return (
      <>
        {head}
        <SubmissionSuccess
          title={t('creators.submit.successTitle')}
          // Only a new profile's address is sent a confirmation link (send-creator-verification).
          text={editId ? t('creators.submit.changesSavedText') : t('creators.submit.successText')}
          next={
            editId ? undefined : { to: routes.creators, label: t('creators.submit.backToCreators') }
          }
        />
      </>
    );

  const labels = creatorFieldLabels(t, form.watch('grammatical_gender'));

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
      {head}
      <PageHeader title={t('creators.submit.title')} intro={t('creators.submit.intro')} />
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <Honeypot id="creator-company" {...form.register('honeypot')} />
        <ErrorSummary
          errors={summaryOf(errors, labels, (field) =>
            field === 'short_bio_eng' ? 'creator-short_bio_cyr' : `creator-${field}`,
          )}
        />
        <CreatorFormFields form={form} />
        <SubmitButton
          busy={busy}
          busyLabel={t('creators.submit.submitting')}
          className="justify-self-start"
        >
          {editId ? t('submissions.saveChanges') : t('creators.submit.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
