import { useEffect, useState } from 'react';

export interface Debouncer<T> {
  /** Schedules `onSettle(value)` after the delay, replacing any pending value. */
  push(value: T): void;
  cancel(): void;
}

/** The timing rule behind useDebouncedValue: only the last value of a burst settles. */
export function createDebouncer<T>(delayMs: number, onSettle: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(value) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        onSettle(value);
      }, delayMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** SPEC §9: a search runs 300 ms after typing stops. */
export const searchDebounceMs = 300;

/** `value`, once it has stopped changing for `delayMs` (search: 300 ms, SPEC §9). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const debouncer = createDebouncer(delayMs, setSettled);
    debouncer.push(value);
    return () => debouncer.cancel();
  }, [value, delayMs]);
  return settled;
}
