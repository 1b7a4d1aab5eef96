import { formatWeekday } from '@domain/format-date.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { type Mode, numberOrNull, positions, type Rule, weekOrder } from './recurrence-rule.ts';
import type { RuleChange } from './use-recurrence-rule.ts';

/** Every how many weeks or months, and on which days: the pattern of a rule. */
export function RecurrencePattern({
  rule,
  mode,
  startWeekday,
  change,
  small,
}: {
  rule: Rule;
  mode: Mode;
  startWeekday: number;
  change: RuleChange;
  small: string;
}) {
  const { t, language } = useTranslation();
  const weekdays = Array.isArray(rule.weekdays) ? (rule.weekdays as number[]) : [];
  return (
    <>
      <label className="grid gap-1.5 text-sm text-stone-800">
        {mode === 'weekly'
          ? t('submissions.repeatForm.intervalWeeks')
          : t('submissions.repeatForm.intervalMonths')}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={12}
          value={rule.interval === undefined ? '1' : String(rule.interval ?? '')}
          className={`${small} max-w-32`}
          onChange={(event) => {
            const interval = numberOrNull(event.target.value);
            if (interval === 1) change({}, ['interval']);
            else change({ interval });
          }}
        />
      </label>
      {mode === 'weekly' && (
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm text-stone-800">
            {t('submissions.repeatForm.onDays')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {weekOrder.map((day) => (
              <label
                key={day}
                className="flex min-h-11 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm has-[:checked]:border-serbian-blue-600 has-[:checked]:bg-serbian-blue-50"
              >
                <input
                  type="checkbox"
                  checked={weekdays.includes(day)}
                  className="size-4"
                  onChange={(event) =>
                    change({
                      weekdays: event.target.checked
                        ? [...weekdays, day].sort((a, b) => a - b)
                        : weekdays.filter((other) => other !== day),
                    })
                  }
                />
                {formatWeekday(day, 'long', language)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {mode === 'monthDay' && (
        <label className="grid gap-1.5 text-sm text-stone-800">
          {t('submissions.repeatForm.dayOfMonth')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={31}
            value={String(rule.monthDay ?? '')}
            className={`${small} max-w-32`}
            onChange={(event) => change({ monthDay: numberOrNull(event.target.value) })}
          />
        </label>
      )}
      {mode === 'monthWeekday' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="grid gap-1.5 text-sm text-stone-800">
            {t('submissions.repeatForm.whichWeek')}
            <select
              value={rule.week === -1 ? 'last' : String(rule.week ?? '1')}
              className={small}
              onChange={(event) =>
                change({
                  week: event.target.value === 'last' ? -1 : Number(event.target.value),
                })
              }
            >
              {positions.map((position) => (
                <option key={position} value={position}>
                  {t(`submissions.repeatForm.week.${position}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1.5 text-sm text-stone-800">
            {t('submissions.repeatForm.weekday')}
            <select
              value={String(rule.weekday ?? startWeekday)}
              className={small}
              onChange={(event) => change({ weekday: Number(event.target.value) })}
            >
              {weekOrder.map((day) => (
                <option key={day} value={day}>
                  {formatWeekday(day, 'long', language)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </>
  );
}
