import type { ContentLanguage } from '@domain/content-language.ts';
import { formatDate, formatTime } from '@domain/format-date.ts';

interface EventTiming {
  event_date: string;
  event_time: string | null;
  end_date: string | null;
  end_time: string | null;
}

/** '24 November 2026 · 7:00 p.m. – 10:00 p.m.' in the reader's language, or the date alone. */
export function eventWhenText(
  event: EventTiming,
  language: ContentLanguage,
  dateStyle: 'long' | 'full' = 'long',
): string {
  const start = formatDate(event.event_date, language, { dateStyle });
  const endsLater = event.end_date && event.end_date > event.event_date;
  const end = endsLater ? formatDate(event.end_date!, language, { dateStyle }) : '';
  const startTime = event.event_time ? formatTime(event.event_time, language) : '';
  const endTime = event.end_time ? formatTime(event.end_time, language) : '';
  const from = [start, startTime].filter(Boolean).join(' · ');
  const to = [end, endTime].filter(Boolean).join(' · ');
  return to ? `${from} – ${to}` : from;
}
