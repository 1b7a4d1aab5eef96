import { retentionDays, type RetentionKind } from '@domain/retention.ts';

/**
 * A retention period of domain/retention.ts written out for the privacy
 * policy: whole years as years, anything else in days. Serbian is written in
 * Cyrillic (the Latin page is transliterated from it).
 */

export function retentionPeriodEn(kind: RetentionKind): string {
  const days = retentionDays[kind];
  if (days % 365 === 0) return days === 365 ? 'one year' : `${days / 365} years`;
  return days === 1 ? 'one day' : `${days} days`;
}

export function retentionPeriodSr(kind: RetentionKind): string {
  const days = retentionDays[kind];
  if (days % 365 === 0) {
    const years = days / 365;
    if (years === 1) return 'годину дана';
    return years % 10 >= 2 && years % 10 <= 4 && (years % 100 < 12 || years % 100 > 14)
      ? `${years} године`
      : `${years} година`;
  }
  return days % 10 === 1 && days % 100 !== 11 ? `${days} дан` : `${days} дана`;
}
