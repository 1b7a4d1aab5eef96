import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { creatorCountries, creatorNiches } from '../../../../domain/creator-options.ts';
import { columnMaxLength } from '../../../../domain/field-limits.ts';
import { routes } from '../../../../domain/routes.ts';
import { PageHead } from '../../components/page-head.tsx';
import { useFocusOnMount } from '../../components/ui/use-focus-on-mount.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../../components/ui/toast-store.ts';
import { useAuth } from '../../lib/auth-context.ts';
import { loadOwnCreatorDraft, saveOwnCreatorDraft } from './api/own-creator-draft.ts';
import { submitCreator } from './api/submit-creator.ts';
import { FormField } from './form-field.tsx';
import { CreatorBioTabs } from './submit/creator-bio-tabs.tsx';

/** A bot fills the form faster than this; a person this fast is asked to take a moment. */
const minimumFillMs = 3000;

const textFields = ['name_cyr', 'name_lat', 'name_eng'] as const;
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
  country: 'Canada',
  city: '',
  youtube_channel_url: '',
  primary_video_url: '',
  instagram_url: '',
  tiktok_url: '',
  facebook_url: '',
  website_url: '',
  avatar_image: '',
  banner_image: '',
  honeypot: '',
};
type TextField = keyof typeof emptyForm;

/** The form's values from a stored profile (the dashboard's edit of a draft). */
function formFromRow(row: Record<string, unknown>): typeof emptyForm {
  const entries = Object.keys(emptyForm).map((key) => {
    const value = row[key];
    return [key, typeof value === 'string' ? value : emptyForm[key as TextField]];
  });
  return { ...(Object.fromEntries(entries) as typeof emptyForm), honeypot: '' };
}

/** Public creator submission (SPEC §2, §5) for visitors and signed-in users. */
export function CreatorSubmitPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const editId = user ? search.get('edit') : null;
  const [values, setValues] = useState(emptyForm);
  const [niches, setNiches] = useState<string[]>([]);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [openedAt] = useState(() => Date.now());
  // One id per form instance: a second click or a retry inserts the same row, never a copy.
  const [newId] = useState(() => crypto.randomUUID());
  // Set before the first await, so a double click's second event finds it at once.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: TextField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  useEffect(() => {
    if (!editId) return;
    loadOwnCreatorDraft(editId)
      .then((row) => {
        if (!row) return;
        setValues(formFromRow(row));
        setNiches(Array.isArray(row.niche) ? row.niche.map(String) : []);
      })
      .catch((error: unknown) => {
        console.error(error);
        showToast({
          title: t('submissions.loadFailed'),
          variant: 'destructive',
          duration: PRODUCT_TOAST_DURATION,
        });
      });
  }, [editId, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    try {
      await validateAndSave();
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  async function validateAndSave() {
    // The schema (zod) loads on the first submit, not with the page.
    const { validateCreatorSubmission } = await import('../../../../domain/creator-schemas.ts');
    const parsed = validateCreatorSubmission({ ...values, niche: niches, consent });
    if (!parsed.data) {
      setErrors(parsed.errors);
      showToast({
        title: t('creators.validation.checkForm'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
      // Preact renders the errors before the next frame; then the first invalid field takes focus.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    // A filled honeypot is a bot: it is shown success and nothing is saved.
    if (parsed.data.honeypot.trim() !== '') {
      setDone(true);
      return;
    }
    // A real person can be this quick too (autofill): say so, keep everything.
    if (!editId && Date.now() - openedAt < minimumFillMs) {
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
        await saveOwnCreatorDraft(editId, parsed.data);
        // The dashboard lists this profile next: show its new status, not a cached one.
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      } else await submitCreator(parsed.data, user?.id ?? null, newId);
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
  }

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
        <CreatorSubmitSuccess toDashboard={Boolean(editId)} />
      </>
    );

  const input = (
    field: TextField,
    label: string,
    options: { type?: string; required?: boolean; help?: string; autoComplete?: string } = {},
  ) => (
    <FormField
      id={`creator-${field}`}
      label={label}
      error={errors[field]}
      help={options.help}
      required={options.required}
    >
      {(describedBy) => (
        <Input
          id={`creator-${field}`}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          maxLength={(columnMaxLength.creators as Record<string, number>)[field]}
          value={values[field]}
          aria-invalid={Boolean(errors[field])}
          aria-describedby={describedBy}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

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
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="grid gap-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="creator-company">{t('creators.submit.honeypot')}</label>
          <input
            id="creator-company"
            tabIndex={-1}
            autoComplete="off"
            value={values.honeypot}
            onChange={(event) => set('honeypot', event.target.value)}
          />
        </div>
        {input('email_public', t('creators.submit.emailLabel'), {
          type: 'email',
          required: true,
          help: t('creators.submit.emailHelp'),
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
            {textFields.map((field) =>
              input(
                field,
                t(
                  `creators.submit.${field === 'name_cyr' ? 'nameCyr' : field === 'name_lat' ? 'nameLat' : 'nameEng'}`,
                ),
              ),
            )}
          </div>
        </fieldset>
        <CreatorBioTabs values={values} errors={errors} onChange={set} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="creator-country"
            label={t('creators.submit.country')}
            error={errors.country}
            required
          >
            {(describedBy) => (
              <Select
                id="creator-country"
                value={values.country}
                aria-describedby={describedBy}
                onChange={(event) => set('country', event.target.value)}
                options={creatorCountries.map((value) => ({
                  value,
                  label: t(`creators.countries.${value}`),
                }))}
              />
            )}
          </FormField>
          {input('city', t('creators.submit.city'), { autoComplete: 'address-level2' })}
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
                  checked={niches.includes(niche)}
                  onChange={(event) =>
                    setNiches((current) =>
                      event.target.checked
                        ? [...current, niche]
                        : current.filter((item) => item !== niche),
                    )
                  }
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
              checked={consent}
              aria-invalid={Boolean(errors.consent)}
              aria-describedby={errors.consent ? 'creator-consent-error' : undefined}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <span>
              {t('creators.submit.consent')}
              <span aria-hidden="true" className="text-heritage-red-700">
                {' '}
                *
              </span>
            </span>
          </label>
          {errors.consent && (
            <p id="creator-consent-error" className="text-sm font-medium text-heritage-red-700">
              {t(errors.consent as never)}
            </p>
          )}
        </div>
        <Button type="submit" disabled={submitting} className="justify-self-start">
          {submitting
            ? t('creators.submit.submitting')
            : editId
              ? t('submissions.saveChanges')
              : t('creators.submit.submit')}
        </Button>
      </form>
    </div>
  );
}

/** Replaces the form where it stood, in view, its heading focused (read out by screen readers). */
function CreatorSubmitSuccess({ toDashboard }: { toDashboard: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <section
      role="status"
      className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-16 text-center"
    >
      <div className="grid justify-items-center gap-4 rounded-xl border border-green-300 bg-green-50 p-8 text-green-900">
        <CircleCheck aria-hidden="true" className="size-14 text-green-700" />
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold outline-none focus-visible:ring-2 focus-visible:ring-green-700"
        >
          {t('creators.submit.successTitle')}
        </h1>
        <p>{t('creators.submit.successText')}</p>
        <Button asChild>
          {toDashboard ? (
            <Link to={routes.dashboard}>{t('submissions.backToDashboard')}</Link>
          ) : (
            <Link to={routes.creators}>{t('creators.submit.backToCreators')}</Link>
          )}
        </Button>
      </div>
    </section>
  );
}
