import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './use-debounced-value.ts';

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles a value once the delay has passed without a new one', () => {
    const settled: string[] = [];
    const debouncer = createDebouncer(300, (value: string) => settled.push(value));
    debouncer.push('beo');
    vi.advanceTimersByTime(299);
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(settled).toEqual(['beo']);
  });

  it('keeps only the last value of a burst of typing', () => {
    const settled: string[] = [];
    const debouncer = createDebouncer(300, (value: string) => settled.push(value));
    for (const value of ['d', 'dj', 'djo', 'djor']) {
      debouncer.push(value);
      vi.advanceTimersByTime(200);
    }
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(settled).toEqual(['djor']);
  });

  it('settles nothing after cancel', () => {
    const settled: string[] = [];
    const debouncer = createDebouncer(300, (value: string) => settled.push(value));
    debouncer.push('x');
    debouncer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(settled).toEqual([]);
  });

  it('settles each value of slow typing', () => {
    const settled: string[] = [];
    const debouncer = createDebouncer(300, (value: string) => settled.push(value));
    debouncer.push('a');
    vi.advanceTimersByTime(300);
    debouncer.push('ab');
    vi.advanceTimersByTime(300);
    expect(settled).toEqual(['a', 'ab']);
  });
});
