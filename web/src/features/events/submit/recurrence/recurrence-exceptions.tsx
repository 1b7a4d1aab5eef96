import { formatDate } from '@domain/format-date.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { Rule } from './recurrence-rule.ts';
import type { RuleChange } from './use-recurrence-rule.ts';

/** The dates a rule leaves out: a list to remove from and a date to add. */
export function RecurrenceExceptions({
  rule,
  change,
  small,
  exception,
  setException,
}: {
  rule: Rule;
  change: RuleChange;
  small: string;
  /** The date typed but not yet added (kept by the field while the rule is off). */
  exception: string;
  setException: (date: string) => void;
}) {
  const { t, language } = useTranslation();
  const except = Array.isArray(rule.except) ? (rule.except as string[]) : [];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm text-stone-800">
        {t('submissions.repeatForm.except')}
      </legend>
      <p className="text-sm text-stone-600">{t('submissions.repeatForm.exceptHint')}</p>
      {except.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {except.map((day) => (
            <li
              key={day}
              className="flex items-center gap-1 rounded-full bg-stone-100 py-1 pl-3 text-sm"
            >
              {formatDate(day, language)}
              <button
                type="button"
                className="min-h-11 min-w-11 rounded-full text-stone-700 hover:bg-stone-200"
                aria-label={t('submissions.repeatForm.removeDate', {
                  date: formatDate(day, language),
                })}
                onClick={() => {
                  const rest = except.filter((other) => other !== day);
                  change(rest.length ? { except: rest } : {}, rest.length ? [] : ['except']);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <input
          type="date"
          value={exception}
          aria-label={t('submissions.repeatForm.exceptDate')}
          className={`${small} max-w-56`}
          onChange={(event) => setException(event.target.value)}
        />
        <button
          type="button"
          className="h-11 rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-stone-900 hover:bg-stone-50"
          disabled={exception === ''}
          onClick={() => {
            if (!except.includes(exception)) change({ except: [...except, exception].sort() });
            setException('');
          }}
        >
          {t('submissions.repeatForm.addDate')}
        </button>
      </div>
    </fieldset>
  );
}
