import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

/** What a Field hands its control so the label, hint, counter and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  /** Already translated. */
  hint?: ReactNode;
  /** Already translated; linked to the control and shown in red. */
  error?: string | undefined;
  /** The live "123 of 1,000 characters" under the control. */
  counter?: { length: number; max: number } | undefined;
  className?: string | undefined;
  /** Below the error (an image preview). */
  footer?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one labelled-field shell of every form: label with the required mark,
 * the control, hint, character counter and error, each tied to the control
 * with aria-describedby (error first, so it is read before the hint).
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  counter,
  className = '',
  footer,
  children,
}: FieldProps) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  const over = counter !== undefined && counter.length > counter.max;
  return (
    <div className={`grid min-w-0 gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span className="ml-1 text-heritage-red-700">
            <span aria-hidden="true">*</span>
            <span className="sr-only">{t('submissions.required')}</span>
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        'aria-describedby': [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined,
      })}
      {(hint || counter) && (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
          {hint ? (
            <p id={hintId} className="text-stone-600">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counter && (
            <p
              id={counterId}
              className={`ml-auto tabular-nums ${over ? 'font-medium text-heritage-red-700' : 'text-stone-600'}`}
            >
              {t('forms.characterCount', {
                count: counter.length,
                max: counter.max,
              })}
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-heritage-red-700">
          {error}
        </p>
      )}
      {footer}
    </div>
  );
}
