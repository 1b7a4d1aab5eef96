import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { creatorCountries, type CreatorNiche, creatorNiches } from '@domain/creator-options.ts';
import { columnMaxLength } from '@domain/field-limits.ts';
import { type GrammaticalGender, grammaticalGenders } from '@domain/grammatical-gender.ts';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { SubmissionSuccess } from '@/components/submission/submission-success.tsx';
import { ErrorSummary, summaryOf } from '@/components/ui/error-summary.tsx';
import { Field, FieldError, InputField } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { randomUuid } from '@/lib/random-uuid.ts';
import { loadOwnCreatorDraft, saveOwnCreatorDraft } from './api/own-creator-draft.ts';
import { submitCreator } from './api/submit-creator.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { Honeypot } from './honeypot.tsx';
import { CreatorBioTabs } from './submit/creator-bio-tabs.tsx';

/** A bot fills the form faster than this; a person this fast is asked to take a moment. */
const minimumFillMs = 3000;
const filledTooFast = (openedAt: number) => Date.now() - openedAt < minimumFillMs;

const nameFields = [
  ['name_cyr', 'creators.submit.nameCyr'],
  ['name_lat', 'creators.submit.nameLat'],
  ['name_eng', 'creators.submit.nameEng'],
] as const;
const linkFields = [
  ['youtube_channel_url', 'youtubeChannel'],
  ['primary_video_url', 'primaryVideo'],
  ['instagram_url', 'instagram'],
  ['tiktok_url', 'tiktok'],
  ['facebook_url', 'facebook'],
  ['website_url', 'website'],
  ['avatar_image', 'avatar'],
  ['banner_image', 'banner'],
] as const;

const emptyForm = {
  email_public: '',
  name_cyr: '',
  name_lat: '',
  name_eng: '',
  short_bio_cyr: '',
  short_bio_lat: '',
  short_bio_eng: '',
  country: 'Canada' as (typeof creatorCountries)[number],
  city: '',
  grammatical_gender: '' as '' | GrammaticalGender,
  youtube_channel_url: '',
  primary_video_url: '',
  instagram_url: '',
  tiktok_url: '',
  facebook_url: '',
  website_url: '',
  avatar_image: '',
  banner_image: '',
  honeypot: '',
  niche: [] as CreatorNiche[],
  consent: false,
};
type TextField = Exclude<keyof typeof emptyForm, 'niche' | 'consent'>;

/** The form's values from a stored profile (the dashboard's edit of a draft). */
function formFromRow(row: Record<string, unknown>): typeof emptyForm {
  const entries = Object.keys(emptyForm).map((key) => {
    const value = row[key];
    return [key, typeof value === 'string' ? value : emptyForm[key as TextField]];
  });
  const niche = (Array.isArray(row.niche) ? row.niche.map(String) : []) as CreatorNiche[];
  return {
    ...(Object.fromEntries(entries) as typeof emptyForm),
    honeypot: '',
    niche,
    consent: false,
  };
}

/** Public creator submission (SPEC §2, §5) for visitors and signed-in users. */
export function CreatorSubmitPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
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
        if (editId) {
          await saveOwnCreatorDraft(editId, creator);
          // The dashboard lists this profile next: show its new status, not a cached one.
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        } else await submitCreator(creator, user?.id ?? null, newId);
        setDone(true);
      } catch (error) {
        console.error(error);
        showToast({
          title: t('creators.submit.failureTitle'),
          description: t('creators.errors.generic'),
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
          text={t('creators.submit.successText')}
          next={
            editId ? undefined : { to: routes.creators, label: t('creators.submit.backToCreators') }
          }
        />
      </>
    );

  const input = (
    field: TextField,
    label: string,
    options: { type?: string; required?: boolean; hint?: string; autoComplete?: string } = {},
  ) => (
    <InputField
      id={`creator-${field}`}
      label={label}
      required={options.required}
      hint={options.hint}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      maxLength={(columnMaxLength.creators as Record<string, number>)[field]}
      error={errors[field]?.message}
      {...form.register(field)}
    />
  );
  const labels: Record<string, string> = {
    email_public: t('creators.submit.emailLabel'),
    name_eng: t('creators.submit.namesHeading'),
    short_bio_eng: t('creators.submit.bioHeading'),
    country: t('creators.submit.country'),
    consent: t('creators.submit.consent'),
    ...Object.fromEntries(nameFields.map(([field, label]) => [field, t(label)])),
    city: t('creators.submit.city'),
    grammatical_gender: t('creators.submit.grammaticalGender'),
    ...Object.fromEntries(
      linkFields.map(([field, label]) => [field, t(`creators.submit.${label}`)]),
    ),
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
      {head}
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl">
          {t('creators.submit.title')}
        </h1>
        <p className="text-lg text-stone-600">{t('creators.submit.intro')}</p>
      </header>
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
        {input('email_public', t('creators.submit.emailLabel'), {
          type: 'email',
          required: true,
          hint: t('creators.submit.emailHelp'),
          autoComplete: 'email',
        })}
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-medium text-stone-800">
            {t('creators.submit.namesHeading')}
            <span aria-hidden="true" className="text-heritage-red-700">
              {' '}
              *
            </span>
          </legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {nameFields.map(([field, label]) => input(field, t(label)))}
          </div>
        </fieldset>
        <CreatorBioTabs form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="creator-country"
            label={t('creators.submit.country')}
            required
            error={errors.country?.message}
          >
            {(control) => (
              <Select
                {...control}
                {...form.register('country')}
                options={creatorCountries.map((value) => ({
                  value,
                  label: t(`creators.countries.${value}`),
                }))}
              />
            )}
          </Field>
          {input('city', t('creators.submit.city'), { autoComplete: 'address-level2' })}
          <Field
            id="creator-grammatical_gender"
            label={t('creators.submit.grammaticalGender')}
            hint={t('creators.submit.grammaticalGenderHint')}
            error={errors.grammatical_gender?.message}
          >
            {(control) => (
              <Select
                {...control}
                {...form.register('grammatical_gender')}
                options={[
                  { value: '', label: t('submissions.chooseOption') },
                  ...grammaticalGenders.map((value) => ({
                    value,
                    label: t(`submissions.grammaticalGenders.${value}`),
                  })),
                ]}
              />
            )}
          </Field>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">
            {t('creators.submit.nichesHeading')}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {creatorNiches.map((niche) => (
              <label key={niche} className="flex items-center gap-2 text-stone-800">
                <input
                  type="checkbox"
                  className="size-4 accent-serbian-blue-700"
                  value={niche}
                  {...form.register('niche')}
                />
                {t(`creators.niches.${niche}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-medium text-stone-800">
            {t('creators.submit.linksHeading')}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {linkFields.map(([field, label]) =>
              input(field, t(`creators.submit.${label}`), { type: 'url' }),
            )}
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <label className="flex items-start gap-2 text-stone-800">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-serbian-blue-700"
              id="creator-consent"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'creator-consent-error' : undefined}
              {...form.register('consent')}
            />
            <span>
              {t('creators.submit.consent')}
              <span aria-hidden="true" className="text-heritage-red-700">
                {' '}
                *
              </span>
            </span>
          </label>
          {errors.consent?.message && (
            <FieldError id="creator-consent-error" message={errors.consent.message} />
          )}
        </div>
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
