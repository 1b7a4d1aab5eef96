import { Input } from '@/components/ui/input.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

/** The field for the code the server mailed (reauthentication). */
export function NonceField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className="text-sm text-stone-700">
        {t('submissions.dashboard.account.codeSent')}
      </p>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('submissions.dashboard.account.code')}
      </label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
