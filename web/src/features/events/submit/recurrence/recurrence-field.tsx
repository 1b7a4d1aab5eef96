import { useState } from 'react';
import type { CustomControlProps } from '@/components/submission/field-spec.ts';
import { FieldError } from '@/components/ui/field.tsx';
import { fieldClasses } from '@/components/ui/input.tsx';
import { recurrenceText } from '@/lib/recurrence-text.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { RecurrenceEnding } from './recurrence-ending.tsx';
import { RecurrenceExceptions } from './recurrence-exceptions.tsx';
import { RecurrencePattern } from './recurrence-pattern.tsx';
import type { Mode } from './recurrence-rule.ts';
import { useRecurrenceRule } from './use-recurrence-rule.ts';

/**
 * The event form's "Repeats" block (issue 38): weekly on weekdays, monthly on
 * a day or on a weekday position, every n weeks or months, until a date or a
 * number of times, dates left out. It edits one text value, the rule's JSON
 * (domain/event-recurrence-form.ts, use-recurrence-rule.ts); the schema
 * names what is wrong with it.
 */
export function RecurrenceField({ id, value, values, error, onValue }: CustomControlProps) {
  const { t, language } = useTranslation();
  const { rule, mode, start, change, chooseMode, valid } = useRecurrenceRule(
    value,
    values.event_date ?? '',
    onValue,
  );
  const [exception, setException] = useState('');
  const errorId = error ? `${id}-error` : undefined;
  const small = `${fieldClasses} h-11`;

  return (
    <fieldset className="grid gap-4" aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium text-stone-800">
        {t('submissions.fields.recurrence')}
      </legend>
      <label className="grid gap-1.5 text-sm text-stone-800">
        {t('submissions.repeatForm.howOften')}
        <select
          id={id}
          value={mode}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={small}
          onChange={(event) => chooseMode(event.target.value as Mode)}
        >
          <option value="none">{t('submissions.repeatForm.none')}</option>
          <option value="weekly">{t('submissions.repeatForm.weekly')}</option>
          <option value="monthDay">{t('submissions.repeatForm.monthDay')}</option>
          <option value="monthWeekday">{t('submissions.repeatForm.monthWeekday')}</option>
        </select>
      </label>
      {rule && (
        <>
          <RecurrencePattern
            rule={rule}
            mode={mode}
            startWeekday={start.weekday}
            change={change}
            small={small}
          />
          <RecurrenceEnding id={id} rule={rule} change={change} small={small} />
          <RecurrenceExceptions
            rule={rule}
            change={change}
            small={small}
            exception={exception}
            setException={setException}
          />
          {valid && (
            <p className="rounded-md bg-stone-100 p-3 text-sm text-stone-800">
              {t('submissions.repeatForm.summary', { text: recurrenceText(valid, t, language) })}
            </p>
          )}
        </>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
