import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { fieldClasses } from './input.tsx';

/** What a Field hands its control so the label, hint, counter and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

/** What every field of the family takes besides its control's own props. */
export interface FieldFrameProps {
  label: ReactNode;
  required?: boolean | undefined;
  /** Already translated. */
  hint?: ReactNode;
  /**
   * A schema message (an i18n key, translated here) or a text already
   * translated (a server answer); linked to the control and shown in red.
   */
  error?: string | undefined;
  /** The live "123 of 1,000 characters" under the control. */
  counter?: { length: number; max: number } | undefined;
  className?: string | undefined;
  /** Below the error (an image preview). */
  footer?: ReactNode;
}

export interface FieldProps extends FieldFrameProps {
  id: string;
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
        {required && <RequiredMark />}
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
      {error && <FieldError id={errorId} message={error} />}
      {footer}
    </div>
  );
}

/** The red "*" of a required field, read out as "required". */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <span className="ml-1 text-heritage-red-700">
      <span aria-hidden="true">*</span>
      <span className="sr-only">{t('forms.required')}</span>
    </span>
  );
}

/**
 * A field's error text: a schema message is an i18n key and is translated;
 * anything else (a server's answer) is already text and shows as it is.
 */
export function FieldError({ id, message }: { id?: string | undefined; message: string }) {
  const { text } = useTranslation();
  return (
    <p id={id} className="text-sm font-medium text-heritage-red-700">
      {text(message)}
    </p>
  );
}

/** Splits a family member's props into its Field frame and its control's own props. */
function useFrame<Props extends FieldFrameProps & { id?: string | undefined }>(props: Props) {
  const { label, required, hint, error, counter, className, footer, id, ...control } = props;
  const generatedId = useId();
  const frame = { id: id ?? generatedId, label, required, hint, error, counter, className, footer };
  return { frame, control };
}

type InputFieldProps = FieldFrameProps & Omit<ComponentProps<'input'>, 'className'>;

/** A labelled one-line input of the family; spread `register(name)` into it. */
export function InputField(props: InputFieldProps) {
  const { frame, control } = useFrame(props);
  return (
    <Field {...frame}>
      {(aria) => <input type="text" className={`${fieldClasses} h-11`} {...aria} {...control} />}
    </Field>
  );
}

type TextareaFieldProps = FieldFrameProps & Omit<ComponentProps<'textarea'>, 'className'>;

/** A labelled multi-line text of the family (four rows unless told); spread `register(name)` into it. */
export function TextareaField(props: TextareaFieldProps) {
  const { frame, control } = useFrame(props);
  return (
    <Field {...frame}>
      {(aria) => <textarea rows={4} className={`${fieldClasses} py-2`} {...aria} {...control} />}
    </Field>
  );
}
