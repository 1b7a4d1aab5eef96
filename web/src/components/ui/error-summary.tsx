import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation.ts';

export interface SummaryError {
  /** The invalid control's id. */
  id: string;
  label: string;
  /** A schema message (an i18n key) or a text already translated. */
  message: string;
}

/**
 * A form's errors for the summary, in the order of `labels` (the page's
 * order); `idOf` names the control a field's link goes to.
 */
export function summaryOf(
  errors: FieldErrors,
  labels: Record<string, string>,
  idOf: (field: string) => string,
): SummaryError[] {
  return Object.entries(labels).flatMap(([field, label]) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message ? [{ id: idOf(field), label, message }] : [];
  });
}

/**
 * The list of what to fix at the top of a long form, each a link to its
 * field. Focus goes to the first invalid field itself (the form does that);
 * this is for finding the others.
 */
export function ErrorSummary({ errors }: { errors: readonly SummaryError[] }) {
  const { t, text } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div className="rounded-md border border-heritage-red-600 bg-heritage-red-50 p-4 text-heritage-red-700">
      <p className="font-semibold">{t('forms.errorSummary')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((error) => (
          <li key={error.id} className="[overflow-wrap:anywhere]">
            <a
              href={`#${error.id}`}
              className="underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.id)?.focus();
              }}
            >
              {error.label}
            </a>
            : {text(error.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}
