import type { UseFormReturn } from 'react-hook-form';
import type { TFunction } from '@/lib/translator.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { CreatorSubmission, CreatorSubmissionInput } from '@domain/creator-schemas.ts';
import { creatorCountries, creatorNiches } from '@domain/creator-options.ts';
import { columnMaxLength } from '@domain/field-limits.ts';
import { grammaticalGenders } from '@domain/grammatical-gender.ts';
import { Field, FieldError, InputField } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { ImageUpload } from '@/components/submission/image-upload.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { CreatorBioTabs } from './creator-bio-tabs.tsx';
import { linkFields, nameFields, type TextField } from './creator-form-values.ts';

type CreatorForm = UseFormReturn<CreatorSubmissionInput, unknown, CreatorSubmission>;

/** The labels of the creator form's fields, for its error summary. */
export function creatorFieldLabels(t: TFunction, gender?: string): Record<string, string> {
  return {
    email_public: t('creators.submit.emailLabel'),
    name_eng: t('creators.submit.namesHeading'),
    short_bio_eng: t('creators.submit.bioHeading'),
    country: t('creators.submit.country'),
    consent: t('creators.submit.consent', { gender: gender ?? '' }),
    ...Object.fromEntries(nameFields.map(([field, label]) => [field, t(label)])),
    city: t('creators.submit.city'),
    grammatical_gender: t('creators.submit.grammaticalGender'),
    ...Object.fromEntries(
      linkFields.map(([field, label]) => [field, t(`creators.submit.${label}`)]),
    ),
  };
}

/**
 * The creator form's fields in order: email, names, bios, country, city and
 * grammatical gender, niches, links and consent.
 */
export function CreatorFormFields({ form }: { form: CreatorForm }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const errors = form.formState.errors;
  // The consent agrees with the gender chosen above ("овлашћена" / "овлашћен").
  const gender = form.watch('grammatical_gender');
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
  return (
    <>
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
            field === 'avatar_image' || field === 'banner_image' ? (
              <div key={field} className="grid gap-2">
                {input(field, t(`creators.submit.${label}`), { type: 'url' })}
                <ImageUpload
                  fieldId={`creator-${field}`}
                  fieldLabel={t(`creators.submit.${label}`)}
                  accessToken={session?.access_token}
                  onUploaded={(path) =>
                    form.setValue(field, path, { shouldDirty: true, shouldValidate: true })
                  }
                />
              </div>
            ) : (
              input(field, t(`creators.submit.${label}`), { type: 'url' })
            ),
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
            {t('creators.submit.consent', { gender: gender ?? '' })}
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
    </>
  );
}
