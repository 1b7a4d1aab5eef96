import { describe, expect, it } from 'vitest';
import {
  recurrenceFromText,
  recurrenceProblem,
  recurrenceToText,
} from './event-recurrence-form.ts';
import { eventFormValues } from './submission-form-values.ts';
import { eventRow } from './submission-rows.ts';
import { eventSubmissionSchema, fieldErrors } from './submission-schemas.ts';
import { siteToday } from './site-time-zone.ts';

const text = (rule: unknown) => JSON.stringify(rule);

describe('the event form’s recurrence', () => {
  it('names the first problem of a rule, as an i18n key', () => {
    const start = '2031-01-09';
    const cases: [unknown, string | null][] = [
      [{ freq: 'weekly', weekdays: [4] }, null],
      [{ freq: 'weekly', weekdays: [] }, 'submissions.validation.repeatWeekdaysRequired'],
      [
        { freq: 'weekly', weekdays: [4], interval: null },
        'submissions.validation.repeatIntervalRange',
      ],
      [
        { freq: 'monthly', monthDay: 3, interval: 13 },
        'submissions.validation.repeatIntervalRange',
      ],
      [{ freq: 'monthly', monthDay: 3, count: 0 }, 'submissions.validation.repeatCountRange'],
      [{ freq: 'weekly', weekdays: [4], until: '' }, 'submissions.validation.repeatDateInvalid'],
      [
        { freq: 'weekly', weekdays: [4], until: '2031-01-01' },
        'submissions.validation.repeatUntilBeforeStart',
      ],
      [
        { freq: 'weekly', weekdays: [4], except: ['2031-02-30'] },
        'submissions.validation.repeatDateInvalid',
      ],
      [
        { freq: 'weekly', weekdays: [4], except: Array(101).fill('2031-02-01') },
        'submissions.validation.repeatTooManyExceptions',
      ],
      [{ freq: 'monthly', monthDay: 32 }, 'submissions.validation.repeatInvalid'],
      [{ freq: 'monthly', weekday: 0, week: 2, until: '2031-12-31' }, null],
      ['FREQ=WEEKLY', 'submissions.validation.repeatInvalid'],
    ];
    for (const [rule, problem] of cases) {
      expect(recurrenceProblem(text(rule), start), text(rule)).toBe(problem);
    }
    expect(recurrenceProblem('{not json', start)).toBe('submissions.validation.repeatInvalid');
    expect(recurrenceProblem('', start)).toBeNull();
  });

  it('reads and writes the form’s text', () => {
    expect(recurrenceFromText('')).toBeNull();
    expect(recurrenceFromText('{"freq":"weekly","weekdays":[9]}')).toBeNull();
    expect(recurrenceFromText('{"freq":"weekly","weekdays":[2]}')).toEqual({
      freq: 'weekly',
      weekdays: [2],
    });
    expect(recurrenceToText(null)).toBe('');
    expect(recurrenceToText({ freq: 'monthly', monthDay: 1 })).toBe(
      '{"freq":"monthly","monthDay":1}',
    );
  });
});

describe('the event schema with a rule', () => {
  const event = {
    title_en: 'Chess evening',
    event_date: '2031-01-09',
    city_tag: 'toronto',
  } as Record<string, string>;
  for (const name of Object.keys(eventSubmissionSchema.shape)) event[name] ??= '';

  it('stores the rule as JSON and gives it back to the form', () => {
    const rule = { freq: 'weekly', weekdays: [4], count: 20 };
    const row = eventRow(eventSubmissionSchema.parse({ ...event, recurrence: text(rule) }));
    expect(row.recurrence).toEqual(rule);
    expect(eventRow(eventSubmissionSchema.parse(event)).recurrence).toBeNull();
    expect(eventFormValues(row, Object.keys(event)).recurrence).toBe(text(rule));
  });

  it('says what is wrong next to the field', () => {
    const result = eventSubmissionSchema.safeParse({
      ...event,
      recurrence: text({ freq: 'weekly', weekdays: [] }),
    });
    expect(fieldErrors(result.error!)).toEqual({
      recurrence: 'submissions.validation.repeatWeekdaysRequired',
    });
  });

  it('refuses an event that is over, and takes a series that still runs', () => {
    const over = eventSubmissionSchema.safeParse({ ...event, event_date: '2020-05-02' });
    expect(fieldErrors(over.error!)).toEqual({ event_date: 'submissions.validation.eventInPast' });
    const today = siteToday();
    expect(eventSubmissionSchema.safeParse({ ...event, event_date: today }).success).toBe(true);
    const series = { freq: 'weekly', weekdays: [1] };
    const running = { ...event, event_date: '2020-05-04', recurrence: text(series) };
    expect(eventSubmissionSchema.safeParse(running).success).toBe(true);
    const ended = { ...running, recurrence: text({ ...series, until: '2021-01-01' }) };
    expect(fieldErrors(eventSubmissionSchema.safeParse(ended).error!)).toEqual({
      event_date: 'submissions.validation.eventInPast',
    });
  });
});
