import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

interface FormFieldProps {
  id: string;
  label: string;
  /** An i18n key (the schemas' messages), shown in red and linked to the control. */
  error?: string;
  help?: ReactNode;
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control with its help text and validation message. */
export function FormField({ id, label, error, help, required, children }: FormFieldProps) {
  const { t } = useTranslation();
  const describedBy =
    [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-heritage-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children(describedBy)}
      {help && (
        <p id={`${id}-help`} className="text-sm text-stone-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-heritage-red-700">
          {t(error as never)}
        </p>
      )}
    </div>
  );
}
