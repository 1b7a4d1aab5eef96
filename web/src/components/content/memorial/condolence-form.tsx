import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { InputField, TextareaField } from '@/components/ui/field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { SuccessNotice } from '@/components/ui/success-notice.tsx';
import { DataError } from '@/lib/data-error.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { sendToFunction } from '@/lib/send-to-function.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { isKnownCode } from '@domain/error-codes.ts';
import { maxLength } from '@domain/field-limits.ts';
import { Honeypot } from '@/components/ui/honeypot.tsx';
import { NeedsJavaScriptNote } from '@/components/ui/needs-javascript-note.tsx';

/** The codes (domain/error-codes.ts, or `network`) the condolence messages explain. */
const translatedCodes = [
  'memorial_not_found',
  'over_request_rate_limit',
  'validation_failed',
  'network',
] as const;

/**
 * The condolence form: name, optional relation, message, and for a visitor
 * an email to confirm by. Sent through leave-condolence; on failure every
 * field keeps what was typed.
 */
export function CondolenceForm({ slug, onCancel }: { slug: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const signedIn = session !== null;
  const [sent, setSent] = useState<'pending' | 'unconfirmed' | null>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/condolence-schemas.ts')).condolenceSchema,
    defaultValues: {
      memorialSlug: slug,
      authorName: '',
      relation: '',
      message: '',
      email: '',
      honeypot: '',
    },
  });

  const submit = onSubmit(async (condolence) => {
    const delivered = await sendToFunction(form, 'leave-condolence', condolence, (error) => {
      const code =
        error instanceof DataError && isKnownCode(translatedCodes, error.code)
          ? error.code
          : 'generic';
      return {
        title: t('condolences.errors.title'),
        description: t(`condolences.errors.${code}`),
      };
    });
    if (delivered) setSent(signedIn ? 'pending' : 'unconfirmed');
  });

  if (sent)
    return (
      <SuccessNotice title={t('condolences.sentTitle')}>
        <p>{sent === 'pending' ? t('condolences.sentPending') : t('condolences.sentConfirm')}</p>
      </SuccessNotice>
    );
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-labelledby="condolence-form-heading"
    >
      <NeedsJavaScriptNote />
      <h3 id="condolence-form-heading" className="text-lg font-semibold text-serbian-blue-900">
        {t('condolences.form.heading')}
      </h3>
      <InputField
        id="condolence-name"
        label={t('condolences.form.name')}
        required
        autoComplete="name"
        maxLength={maxLength.name}
        error={errors.authorName?.message}
        {...form.register('authorName')}
      />
      <InputField
        id="condolence-relation"
        label={t('condolences.form.relation')}
        hint={t('condolences.form.relationHint')}
        maxLength={maxLength.name}
        error={errors.relation?.message}
        {...form.register('relation')}
      />
      <TextareaField
        id="condolence-message"
        label={t('condolences.form.message')}
        required
        rows={5}
        error={errors.message?.message}
        {...form.register('message')}
      />
      {!signedIn && (
        <InputField
          id="condolence-email"
          label={t('condolences.form.email')}
          hint={t('condolences.form.emailHint')}
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      )}
      {signedIn && <p className="text-sm text-stone-600">{t('condolences.form.signedInHint')}</p>}
      <Honeypot id="condolence-website" {...form.register('honeypot')} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyLabel={t('condolences.form.sending')}>
          {t('condolences.form.send')}
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('condolences.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
