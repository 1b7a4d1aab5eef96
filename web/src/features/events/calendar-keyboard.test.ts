import { describe, expect, it } from 'vitest';
import { calendarKeyStep } from './use-calendar-keyboard.ts';

describe('calendar keyboard', () => {
  it('moves by a day, a week and four weeks', () => {
    expect(calendarKeyStep('ArrowLeft', 3)).toBe(-1);
    expect(calendarKeyStep('ArrowRight', 3)).toBe(1);
    expect(calendarKeyStep('ArrowUp', 3)).toBe(-7);
    expect(calendarKeyStep('ArrowDown', 3)).toBe(7);
    expect(calendarKeyStep('PageDown', 0)).toBe(28);
  });

  it('goes to the start and end of the week from any weekday', () => {
    expect(calendarKeyStep('Home', 4)).toBe(-4);
    expect(calendarKeyStep('End', 4)).toBe(2);
    expect(calendarKeyStep('Home', 0)).toBe(-0);
  });

  it('ignores other keys', () => {
    expect(calendarKeyStep('Tab', 2)).toBeNull();
    expect(calendarKeyStep('a', 2)).toBeNull();
  });
});
