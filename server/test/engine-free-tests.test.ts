import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * CI runs web/ and domain/ tests once, on the embedded engine only (.ci/run):
 * none of them may open a database, or PostgreSQL would never see it.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const databaseImport = /from '(?:[^']*server\/(?:test|db)\/|@electric-sql\/pglite|pg')/;

function testFiles(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

it('no web/ or domain/ test opens a database', () => {
  const files = [...testFiles('web'), ...testFiles('domain')];
  expect(files.length).toBeGreaterThan(10);
  const opening = files.filter((file) =>
    databaseImport.test(readFileSync(path.join(repoRoot, file), 'utf8')),
  );
  expect(opening).toEqual([]);
});
