import { describe, expect, it } from 'vitest';
import { checkedValues } from './introspect-schema.ts';

describe('checkedValues', () => {
  it('reads the values of a one-column `in (...)` check', () => {
    expect(checkedValues("CHECK ((status = ANY (ARRAY['open'::text, 'resolved'::text])))")).toEqual(
      ['open', 'resolved'],
    );
    expect(checkedValues("CHECK ((VALUE = ANY (ARRAY['draft'::text])))")).toEqual(['draft']);
  });

  it('reads the values an array column is contained in', () => {
    expect(checkedValues("CHECK ((niche <@ ARRAY['Theatre'::text, 'Music'::text]))")).toEqual([
      'Theatre',
      'Music',
    ]);
  });

  it('leaves any other check alone', () => {
    expect(checkedValues('CHECK ((char_length(name) <= 200))')).toBeNull();
    expect(checkedValues("CHECK (((status = ANY (ARRAY['a'::text])) OR (x IS NULL)))")).toBeNull();
  });
});
