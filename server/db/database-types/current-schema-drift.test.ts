import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/template-database.ts';
import { checkedInCurrentSchema, currentSchemaSource } from './current-schema.ts';

describe('db/schema.sql', () => {
  let test: TestDatabase;
  let generated: string;
  beforeAll(async () => {
    test = await createTestDatabase();
    generated = await currentSchemaSource(test.db);
  });
  afterAll(async () => {
    await test.db.close();
    await test.dispose();
  });

  it('is what the migrations produce (run `npm run db:types` after changing one)', async () => {
    expect(await checkedInCurrentSchema()).toBe(generated);
  });

  it('holds the newest body of each function, its policies and triggers', () => {
    expect(generated).toMatch(/CREATE OR REPLACE FUNCTION public\.is_editor\(\)/);
    expect(generated.match(/FUNCTION public\.is_editor\(\)/g)).toHaveLength(1);
    expect(generated).toMatch(/create policy \S+ on public\.events as permissive for select to /);
    expect(generated).toMatch(/CREATE TRIGGER events_0_clean_text BEFORE INSERT OR UPDATE/);
    expect(generated).toContain('-- row level security enabled; API roles may: anon select');
  });
});
