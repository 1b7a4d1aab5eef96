import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { functionErrorText } from '@/lib/function-error-text.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { InputField, TextareaField } from '@/components/ui/field.tsx';
import { SuccessNotice } from '@/components/ui/success-notice.tsx';
import { sendToFunction } from '@/lib/send-to-function.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { Honeypot } from '@/components/ui/honeypot.tsx';
import { NeedsJavaScriptNote } from '@/components/ui/needs-javascript-note.tsx';

/** The contact form of a profile: idle → sending → success card naming the creator. */
export function CreatorContactForm({
  creatorId,
  name,
  gender,
}: {
  creatorId: string;
  name: string;
  /** The creator's grammatical gender: the texts that name them agree with it. */
  gender?: string | null;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/creator-schemas.ts')).creatorContactSchema,
    defaultValues: { name: '', fromEmail: '', message: '', honeypot: '', creatorId },
  });

  const submit = onSubmit(async (message) => {
    const delivered = await sendToFunction(form, 'send-creator-contact-form', message, (error) => ({
      title: t('forms.callErrors.title'),
      description: functionErrorText(t, error),
    }));
    setSent(delivered);
  });

  if (sent)
    return (
      <SuccessNotice title={t('creators.contact.successTitle')}>
        <p>{t('creators.contact.successText', { name, gender: gender ?? '' })}</p>
      </SuccessNotice>
    );
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-labelledby="creator-contact-heading"
    >
      <NeedsJavaScriptNote />
      <h2 id="creator-contact-heading" className="text-xl font-semibold text-serbian-blue-900">
        {t('creators.contact.heading', { name, gender: gender ?? '' })}
      </h2>
      <InputField
        id="contact-name"
        label={t('creators.contact.name')}
        required
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <InputField
        id="contact-email"
        label={t('creators.contact.email')}
        hint={t('creators.contact.privacy', { gender: gender ?? '' })}
        required
        type="email"
        autoComplete="email"
        error={errors.fromEmail?.message}
        {...form.register('fromEmail')}
      />
      <TextareaField
        id="contact-message"
        label={t('creators.contact.message')}
        required
        rows={5}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Honeypot id="contact-website" {...form.register('honeypot')} />
      <SubmitButton
        busy={busy}
        busyLabel={t('creators.contact.sending')}
        className="justify-self-start"
      >
        {t('creators.contact.send')}
      </SubmitButton>
    </form>
  );
}
