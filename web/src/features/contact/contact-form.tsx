import { Send } from 'lucide-react';
import { useState } from 'react';
import type { ContactForm as ContactFormValues } from '@domain/contact-schemas.ts';
import { maxLength } from '@domain/field-limits.ts';
import { Button } from '@/components/ui/button.tsx';
import { InputField, TextareaField } from '@/components/ui/field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { SuccessNotice } from '@/components/ui/success-notice.tsx';
import { featureErrorCode } from '@/lib/function-error-text.ts';
import { sendToFunction } from '@/lib/send-to-function.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { Honeypot } from '@/components/ui/honeypot.tsx';
import { NeedsJavaScriptNote } from '@/components/ui/needs-javascript-note.tsx';

const emptyMessage: ContactFormValues = {
  fullname: '',
  email: '',
  subject: '',
  message: '',
  honeypot: '',
};

/**
 * The contact form: every field required and bounded, translated errors. The
 * server stores the message and mails the editors (Reply-To the sender); a
 * failure keeps everything typed, success replaces the form with a notice.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/contact-schemas.ts')).contactFormSchema,
    defaultValues: emptyMessage,
  });
  const messageLength = form.watch('message').length;

  const submit = onSubmit(async (message) => {
    const delivered = await sendToFunction(form, 'send-contact-message', message, (error) => ({
      title: t('contact.errors.title'),
      description: t(`contact.errors.${featureErrorCode(error)}`),
    }));
    if (!delivered) return;
    setSent({ name: message.fullname, email: message.email });
    form.reset(emptyMessage);
  });

  if (sent)
    return (
      <div className="grid gap-4">
        <SuccessNotice title={t('contact.successTitle')}>
          <p>{t('contact.successText', sent)}</p>
        </SuccessNotice>
        <Button variant="secondary" className="justify-self-start" onClick={() => setSent(null)}>
          {t('contact.sendAnother')}
        </Button>
      </div>
    );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <NeedsJavaScriptNote />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="contact-fullname"
          label={t('contact.fullName')}
          required
          autoComplete="name"
          maxLength={maxLength.name}
          error={errors.fullname?.message}
          {...form.register('fullname')}
        />
        <InputField
          id="contact-email"
          label={t('contact.email')}
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <InputField
        id="contact-subject"
        label={t('contact.subject')}
        required
        maxLength={maxLength.title}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextareaField
        id="contact-message"
        label={t('contact.message')}
        required
        rows={6}
        counter={{ length: messageLength, max: maxLength.contactMessage }}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Honeypot id="contact-website" {...form.register('honeypot')} />
      <SubmitButton busy={busy} busyLabel={t('contact.sending')} className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        {t('contact.send')}
      </SubmitButton>
    </form>
  );
}
