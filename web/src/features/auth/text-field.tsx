import { type ComponentProps, useId } from 'react';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Already translated; linked to the input with aria-describedby. */
  error?: string | undefined;
  hint?: string;
};

/** A labelled input with its hint and error text, both announced with the field. */
export function TextField({ label, error, hint, id, className = '', ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 outline-none focus-visible:border-serbian-blue-600 focus-visible:ring-2 focus-visible:ring-serbian-blue-200 aria-invalid:border-heritage-red-600"
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-heritage-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
