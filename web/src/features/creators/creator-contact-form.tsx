import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input, fieldClasses } from '../../components/ui/input.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../../components/ui/toast-store.ts';
import { FormField } from './form-field.tsx';

type State = 'idle' | 'submitting' | 'success';

/** The contact form of a profile: idle → submitting → success card naming the creator. */
export function CreatorContactForm({ creatorId, name }: { creatorId: string; name: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');
  const [values, setValues] = useState({ name: '', fromEmail: '', message: '', honeypot: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (zod) and supabase-js load on the first send, not with the profile page.
    const [{ creatorContactSchema, fieldErrors }, { invokeFunction }] = await Promise.all([
      import('../../../../domain/creator-schemas.ts'),
      import('../../lib/invoke-function.ts'),
    ]);
    const parsed = creatorContactSchema.safeParse({ ...values, creatorId });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setState('submitting');
    try {
      await invokeFunction('send-creator-contact-form', parsed.data);
      setState('success');
    } catch (error) {
      setState('idle');
      showToast({
        title: t('creators.errors.title'),
        description: error instanceof Error ? error.message : t('creators.errors.generic'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    }
  }

  if (state === 'success')
    return (
      <div
        role="status"
        className="grid gap-2 rounded-xl border border-green-300 bg-green-50 p-6 text-green-900"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CircleCheck aria-hidden="true" className="size-5" />
          {t('creators.contact.successTitle')}
        </p>
        <p>{t('creators.contact.successText', { name })}</p>
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-labelledby="creator-contact-heading"
    >
      <h2 id="creator-contact-heading" className="text-xl font-semibold text-serbian-blue-900">
        {t('creators.contact.heading', { name })}
      </h2>
      <FormField id="contact-name" label={t('creators.contact.name')} error={errors.name} required>
        {(describedBy) => (
          <Input
            id="contact-name"
            autoComplete="name"
            value={values.name}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy}
            onChange={(e) => set('name')(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="contact-email"
        label={t('creators.contact.email')}
        error={errors.fromEmail}
        help={t('creators.contact.privacy')}
        required
      >
        {(describedBy) => (
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            value={values.fromEmail}
            aria-invalid={Boolean(errors.fromEmail)}
            aria-describedby={describedBy}
            onChange={(e) => set('fromEmail')(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="contact-message"
        label={t('creators.contact.message')}
        error={errors.message}
        required
      >
        {(describedBy) => (
          <textarea
            id="contact-message"
            rows={5}
            className={`${fieldClasses} py-2`}
            value={values.message}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={describedBy}
            onChange={(e) => set('message')(e.target.value)}
          />
        )}
      </FormField>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('creators.submit.honeypot')}</label>
        <input
          id="contact-website"
          tabIndex={-1}
          autoComplete="off"
          value={values.honeypot}
          onChange={(e) => set('honeypot')(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={state === 'submitting'} className="justify-self-start">
        {state === 'submitting' ? t('creators.contact.sending') : t('creators.contact.send')}
      </Button>
    </form>
  );
}
