/** ISO 8601 weeks (Monday to Sunday, week 1 holds the year's first Thursday), in UTC. */

const dayMs = 24 * 60 * 60_000;

/** Midnight UTC of the Monday that starts the ISO week of `date`. */
export function isoWeekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(day.getTime() - weekday * dayMs);
}

/** The ISO week of `date` as '2026-W48'. */
export function isoWeek(date: Date): string {
  const thursday = new Date(isoWeekStart(date).getTime() + 3 * dayMs);
  const year = thursday.getUTCFullYear();
  const firstThursdayWeek = isoWeekStart(new Date(Date.UTC(year, 0, 4)));
  const week =
    Math.round((isoWeekStart(date).getTime() - firstThursdayWeek.getTime()) / (7 * dayMs)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
