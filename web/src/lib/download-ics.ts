import { buildEventIcs, type IcsEvent } from '@domain/ics.ts';

/** Downloads one calendar entry as an iCalendar file named `fileName`. */
export function downloadIcs(entry: IcsEvent, fileName: string) {
  const ics = buildEventIcs(entry);
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
