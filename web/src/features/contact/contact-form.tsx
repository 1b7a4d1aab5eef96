import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { notImplemented } from '../../components/ui/not-implemented.ts';
import { ContactField } from './contact-field.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import type { ContactForm as ContactFormValues } from './contact-form-schema.ts';
import { isContactValidationMessage } from './contact-validation-messages.ts';

/** The contact form: every field required, translated errors; sending shows the notice (SPEC §2). */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useForm<ContactFormValues>({
    resolver: lazyResolver(async () =>
      zodResolver((await import('./contact-form-schema.ts')).contactFormSchema),
    ),
    defaultValues: { fullname: '', email: '', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const error = (message: string | undefined) =>
    isContactValidationMessage(message) ? t(message) : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit(() => notImplemented())} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactField
          label={t('contact.fullName')}
          autoComplete="name"
          error={error(errors.fullname?.message)}
          {...form.register('fullname')}
        />
        <ContactField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          error={error(errors.email?.message)}
          {...form.register('email')}
        />
      </div>
      <ContactField
        label={t('contact.subject')}
        error={error(errors.subject?.message)}
        {...form.register('subject')}
      />
      <ContactField
        label={t('contact.message')}
        multiline
        error={error(errors.message?.message)}
        {...form.register('message')}
      />
      <Button type="submit" className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        {t('contact.send')}
      </Button>
    </form>
  );
}
