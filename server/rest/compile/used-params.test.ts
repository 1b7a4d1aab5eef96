import { describe, expect, it } from 'vitest';
import { bind, keepUsedParams } from './used-params.ts';

describe('keepUsedParams', () => {
  it('renumbers the placeholders the SQL uses and leaves quoted identifiers alone', () => {
    const statement = keepUsedParams('select "a" as "$1", x = $3, y = $5, z = $3 limit $6');
    expect(statement).toMatchInlineSnapshot(`
      {
        "order": [
          2,
          4,
          5,
        ],
        "sql": "select "a" as "$1", x = $1, y = $2, z = $1 limit $3",
      }
    `);
    expect(bind(statement, ['v1', 'v2', 'v3', 'v4', 'v5', 20])).toEqual(['v3', 'v5', 20]);
  });
});
