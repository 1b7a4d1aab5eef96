import { useTranslation } from '@/lib/use-translation.ts';
import { endingOf, numberOrNull, type Rule } from './recurrence-rule.ts';
import type { RuleChange } from './use-recurrence-rule.ts';

/** When a rule ends: never, on a date, or after a number of times. */
export function RecurrenceEnding({
  id,
  rule,
  change,
  small,
}: {
  id: string;
  rule: Rule;
  change: RuleChange;
  small: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm text-stone-800">{t('submissions.repeatForm.ends')}</legend>
      {(['never', 'until', 'count'] as const).map((ending) => (
        <label key={ending} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-ending`}
            checked={endingOf(rule) === ending}
            className="size-4"
            onChange={() => {
              if (ending === 'never') change({}, ['until', 'count']);
              else if (ending === 'until') change({ until: '' }, ['count']);
              else change({ count: 10 }, ['until']);
            }}
          />
          {t(`submissions.repeatForm.ending.${ending}`)}
        </label>
      ))}
      {'until' in rule && (
        <label className="grid gap-1.5 text-sm text-stone-800">
          {t('submissions.repeatForm.lastDate')}
          <input
            type="date"
            value={String(rule.until ?? '')}
            className={`${small} max-w-56`}
            onChange={(event) => change({ until: event.target.value })}
          />
        </label>
      )}
      {'count' in rule && (
        <label className="grid gap-1.5 text-sm text-stone-800">
          {t('submissions.repeatForm.times')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            value={String(rule.count ?? '')}
            className={`${small} max-w-32`}
            onChange={(event) => change({ count: numberOrNull(event.target.value) })}
          />
        </label>
      )}
    </fieldset>
  );
}
