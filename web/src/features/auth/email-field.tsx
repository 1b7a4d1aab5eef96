import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '@/components/ui/field.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

/** The account forms' email address, with the browser's email keyboard and autofill. */
export function EmailField({
  error,
  ...registration
}: UseFormRegisterReturn & { error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <InputField
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      error={error}
      {...registration}
    />
  );
}
