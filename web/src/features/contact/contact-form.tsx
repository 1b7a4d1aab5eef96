import { Send } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { InputField, TextareaField } from '../../components/ui/field.tsx';
import { notImplemented } from '../../components/ui/not-implemented.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';

/** The contact form: every field required, translated errors; sending shows the notice (SPEC §2). */
export function ContactForm() {
  const { t } = useTranslation();
  const { form, errors, onSubmit } = useZodForm({
    schema: async () => (await import('../../../../domain/contact-schemas.ts')).contactFormSchema,
    defaultValues: { fullname: '', email: '', subject: '', message: '' },
  });

  return (
    <form noValidate onSubmit={onSubmit(() => notImplemented())} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('contact.fullName')}
          required
          autoComplete="name"
          error={errors.fullname?.message}
          {...form.register('fullname')}
        />
        <InputField
          label={t('contact.email')}
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <InputField
        label={t('contact.subject')}
        required
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextareaField
        label={t('contact.message')}
        required
        rows={6}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" className="justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        {t('contact.send')}
      </Button>
    </form>
  );
}
