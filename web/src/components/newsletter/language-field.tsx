import type { UseFormRegisterReturn } from 'react-hook-form';
import { languageDetails, languages } from '@domain/language.ts';
import { Field } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

const options = languages.map((value) => ({ value, label: languageDetails[value].name }));

/** The language a subscriber's newsletter comes in, each named in itself. */
export function LanguageField({
  id,
  error,
  register,
}: {
  id: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('newsletter.language')} error={error}>
      {(control) => <Select {...control} options={options} {...register} />}
    </Field>
  );
}
