import type { ChangeEvent, ClipboardEvent } from 'react';
import { normalizeEmailCode } from '@domain/email-code.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { loadEmailCodeSchema } from '@/lib/auth-schema-loaders.ts';

const codeLength = 6;

/**
 * The form of a 6-digit code (the email's code, an authenticator app's): the
 * field keeps digits only, so six always fit in maxLength, and a pasted
 * " 123 456" is normalised before maxLength could cut it short. `codeField`
 * goes on the input as it is.
 */
export function useSixDigitCodeForm() {
  const zodForm = useZodForm({ schema: loadEmailCodeSchema, defaultValues: { code: '' } });
  const { form } = zodForm;
  const registered = form.register('code');

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const normalized = normalizeEmailCode(event.currentTarget.value);
    if (event.currentTarget.value !== normalized) event.currentTarget.value = normalized;
    void registered.onChange(event);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = normalizeEmailCode(event.clipboardData.getData('text')).slice(0, codeLength);
    form.setValue('code', pasted, { shouldValidate: form.formState.isSubmitted });
  }

  const codeField = {
    ...registered,
    onChange,
    onPaste,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    pattern: `[0-9]{${codeLength}}`,
    maxLength: codeLength,
    error: zodForm.errors.code?.message,
  } as const;
  return { ...zodForm, codeField };
}
