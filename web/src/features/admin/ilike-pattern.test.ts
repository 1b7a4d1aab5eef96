import { describe, expect, it } from 'vitest';
import { ilikePattern } from './ilike-pattern.ts';

describe('an admin search as an ilike pattern', () => {
  it('quotes the words and keeps the filter grammar out', () => {
    expect(ilikePattern('  Петар  Петровић ')).toBe('"*Петар Петровић*"');
    expect(ilikePattern('a,b)or(c"*%_')).toBe('"*a b or c*"');
    expect(ilikePattern('name.eq.x\\')).toBe('"*name.eq.x*"');
    expect(ilikePattern(' *%, ')).toBeNull();
  });
});
