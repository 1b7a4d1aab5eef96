import { useEffect, useState } from 'react';
import type { NewsletterSubscribeInput } from '@domain/newsletter-schemas.ts';
import { InputField } from '@/components/ui/field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { SuccessNotice } from '@/components/ui/success-notice.tsx';
import { featureErrorCode } from '@/lib/function-error-text.ts';
import { sendToFunction } from '@/lib/send-to-function.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { Honeypot } from '@/components/ui/honeypot.tsx';
import { CityCheckboxes } from './city-checkboxes.tsx';
import { LanguageField } from './language-field.tsx';
import { NeedsJavaScriptNote } from '@/components/ui/needs-javascript-note.tsx';

interface NewsletterSubscribeFormProps {
  /** Which form asked for consent (kept with the subscription, CASL). */
  source: 'footer' | 'join_dialog';
  /** The address typed before this form loaded (the footer's first field). */
  initialEmail?: string;
  idPrefix: string;
}

/**
 * Subscribe to the weekly newsletter: email, language (the page's by
 * default) and optional cities. Nothing is pre-ticked; the server mails a
 * confirmation link (double opt-in), and the success view says so. A failure
 * keeps everything typed.
 */
export function NewsletterSubscribeForm({
  source,
  initialEmail = '',
  idPrefix,
}: NewsletterSubscribeFormProps) {
  const { t, language } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/newsletter-schemas.ts')).newsletterSubscribeSchema,
    defaultValues: {
      email: initialEmail,
      language,
      cities: [],
      source,
      honeypot: '',
    } satisfies NewsletterSubscribeInput,
  });

  // The mail language follows the page's until the reader picks one here.
  useEffect(() => {
    if (!form.getFieldState('language').isDirty) form.setValue('language', language);
  }, [form, language]);

  const submit = onSubmit(async (request) => {
    const delivered = await sendToFunction(form, 'newsletter-subscribe', request, (error) => ({
      title: t('newsletter.errors.title'),
      description: t(`newsletter.errors.${featureErrorCode(error)}`),
    }));
    if (delivered) setSentTo(request.email);
  });

  if (sentTo !== null)
    return (
      <SuccessNotice title={t('newsletter.successTitle')}>
        <p>{t('newsletter.successText', { email: sentTo })}</p>
      </SuccessNotice>
    );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <NeedsJavaScriptNote />
      <InputField
        id={`${idPrefix}-email`}
        label={t('newsletter.email')}
        required
        type="email"
        autoComplete="email"
        placeholder={t('newsletter.emailPlaceholder')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <LanguageField
        id={`${idPrefix}-language`}
        error={errors.language?.message}
        register={form.register('language')}
      />
      <details className="rounded-md border border-stone-200 px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium text-serbian-blue-800">
          {t('newsletter.cities')}
        </summary>
        <div className="mt-3">
          <CityCheckboxes
            legend={t('newsletter.cities')}
            legendHidden
            hint={t('newsletter.citiesHint')}
            error={errors.cities?.message}
            register={form.register('cities')}
          />
        </div>
      </details>
      <Honeypot id={`${idPrefix}-website`} {...form.register('honeypot')} />
      <p className="text-sm text-stone-600">{t('newsletter.consent')}</p>
      <SubmitButton busy={busy} busyLabel={t('newsletter.sending')} className="justify-self-start">
        {t('newsletter.subscribe')}
      </SubmitButton>
    </form>
  );
}
