import { type ComponentProps, useId } from 'react';

type ContactFieldProps = (ComponentProps<'input'> | ComponentProps<'textarea'>) & {
  label: string;
  multiline?: boolean;
  /** Already translated. */
  error?: string | undefined;
};

const fieldClasses =
  'w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 outline-none ' +
  'focus-visible:border-serbian-blue-600 focus-visible:ring-2 focus-visible:ring-serbian-blue-200 ' +
  'aria-invalid:border-heritage-red-600';

/** A required, labelled input or textarea with its error text announced. */
export function ContactField({ label, multiline = false, error, ...field }: ContactFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}{' '}
        <span aria-hidden="true" className="text-heritage-red-700">
          *
        </span>
      </label>
      {multiline ? (
        <textarea
          rows={6}
          className={`${fieldClasses} py-2`}
          {...shared}
          {...(field as ComponentProps<'textarea'>)}
        />
      ) : (
        <input
          className={`${fieldClasses} h-11`}
          {...shared}
          {...(field as ComponentProps<'input'>)}
        />
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-heritage-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
