import type { KeyboardEvent } from 'react';
import { addDays } from '@domain/calendar-month.ts';

/** Days to move for a key in the month grid (arrows, Home/End of week, PageUp/PageDown by 4 weeks). */
export function calendarKeyStep(key: string, weekday: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return -1;
    case 'ArrowRight':
      return 1;
    case 'ArrowUp':
      return -7;
    case 'ArrowDown':
      return 7;
    case 'Home':
      return -weekday;
    case 'End':
      return 6 - weekday;
    case 'PageUp':
      return -28;
    case 'PageDown':
      return 28;
    default:
      return null;
  }
}

/** The keydown handler of a day cell: moves the focused date, or lets the key through. */
export function useCalendarKeyboard(focusedDate: string, onMove: (date: string) => void) {
  return (event: KeyboardEvent<HTMLElement>, weekday: number) => {
    if (event.target !== event.currentTarget) return;
    const step = calendarKeyStep(event.key, weekday);
    if (step === null) return;
    event.preventDefault();
    onMove(addDays(focusedDate, step));
  };
}
