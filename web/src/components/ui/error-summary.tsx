import { useTranslation } from '../../lib/use-translation.ts';

export interface SummaryError {
  /** The invalid control's id. */
  id: string;
  label: string;
  /** Already translated. */
  message: string;
}

/**
 * The list of what to fix at the top of a long form, each a link to its
 * field. Focus goes to the first invalid field itself (the form does that);
 * this is for finding the others.
 */
export function ErrorSummary({ errors }: { errors: readonly SummaryError[] }) {
  const { t } = useTranslation();
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
            : {error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
