import { describe, expect, it } from 'vitest';
import { randomUuid } from './random-uuid.ts';

describe('randomUuid', () => {
  it('gives version 4 UUIDs that the database accepts, each different', () => {
    const ids = Array.from({ length: 200 }, randomUuid);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
