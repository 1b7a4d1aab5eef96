import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/template-database.ts';
import { checkedInDatabaseTypes, databaseTypesSource } from './database-types-source.ts';

describe('domain/database.types.ts', () => {
  let test: TestDatabase;
  let generated: string;
  beforeAll(async () => {
    test = await createTestDatabase();
    generated = await databaseTypesSource(test.db);
  });
  afterAll(async () => {
    await test.db.close();
    await test.dispose();
  });

  it('is what the migrations produce (run `npm run db:types` after changing one)', async () => {
    expect(await checkedInDatabaseTypes()).toBe(generated);
  });

  it('types the tables, their relationships and the RPC functions', async () => {
    expect(generated).toMatch(/events: \{\n\s+Row: \{\n\s+id: string;/);
    expect(generated).toContain("referencedRelation: 'organizations';");
    expect(generated).toMatch(/search_all: \{\n\s+Args: \{/);
  });
});
