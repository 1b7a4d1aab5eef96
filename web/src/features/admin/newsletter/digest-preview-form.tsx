import { useState } from 'react';
import { languageDetails, languages } from '@domain/language.ts';
import { Field } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { CityCheckboxes } from '@/components/newsletter/city-checkboxes.tsx';
import { MailText } from '../mailbox/mail-text.tsx';
import { type DigestPreview, previewDigest } from './newsletter-admin-api.ts';

/** Renders this week's digest as a subscriber of the chosen language and cities would get it. */
export function DigestPreviewForm() {
  const { t, language } = useTranslation();
  const [preview, setPreview] = useState<DigestPreview | null>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/newsletter-schemas.ts')).newsletterPreviewSchema,
    defaultValues: { language, cities: [] as string[] },
  });
  const submit = onSubmit(async (request) => {
    try {
      setPreview(await previewDigest(request));
    } catch {
      showToast({
        title: t('adminNewsletter.failed'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    }
  });
  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field
          id="preview-language"
          label={t('adminNewsletter.previewLanguage')}
          error={errors.language?.message}
        >
          {(control) => (
            <Select
              {...control}
              className="max-w-xs"
              options={languages.map((value) => ({ value, label: languageDetails[value].name }))}
              {...form.register('language')}
            />
          )}
        </Field>
        <CityCheckboxes
          legend={t('adminNewsletter.previewCities')}
          error={errors.cities?.message}
          register={form.register('cities')}
        />
        <SubmitButton busy={busy} busyLabel={t('app.loading')} className="justify-self-start">
          {t('adminNewsletter.previewButton')}
        </SubmitButton>
      </form>
      {preview && (
        <article
          aria-label={preview.subject}
          className="grid gap-2 rounded-xl border border-stone-200 bg-white p-4"
        >
          <h3 className="text-lg font-semibold break-words text-stone-900">{preview.subject}</h3>
          <p className="text-sm text-stone-600">
            {t('adminNewsletter.previewCounts', { news: preview.news, events: preview.events })}
          </p>
          <MailText text={preview.text} />
        </article>
      )}
    </div>
  );
}
