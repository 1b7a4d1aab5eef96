import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildOrganization } from '../../db/seed/factories.ts';
import { sortedByReaderName } from '../../domain/serbian-sort-key.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 37, db/migrations/0680: English lists in English order. A visitor's
 * REST read ordered by sort_en puts "Šumadija" with S and ignores case, as
 * the app's own sorting of a select's options does (domain/serbian-sort-key.ts).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const names = ['Zdravlje Pharmacy', 'Šumadija Butcher Shop', 'kafana Stari Grad', 'Đurić Bakery'];
const expected = [
  'Đurić Bakery',
  'kafana Stari Grad',
  'Šumadija Butcher Shop',
  'Zdravlje Pharmacy',
];

describe('sort_en', () => {
  it('orders organizations and businesses as an English reader expects, as the app does', async () => {
    for (const name of names) {
      await buildOrganization(server.db, { name_en: name, status: 'published' });
      await buildBusiness(server.db, { name_en: name, status: 'published' });
    }
    for (const table of ['organizations', 'businesses'] as const) {
      const { data, error } = await server
        .client()
        .from(table)
        .select('name_en')
        .in('name_en', names)
        .order('sort_en');
      expect(error).toBeNull();
      expect(data!.map((row) => row.name_en)).toEqual(expected);
    }
    expect(sortedByReaderName(names, 'en', (name) => name)).toEqual(expected);
  });
});
