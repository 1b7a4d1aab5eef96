import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log } from '../log.ts';
import { migrate, readMigrationFiles } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { pgliteExtensions } from './pglite-instance.ts';

/**
 * A fresh embedded database starts from a copy of a template: a PGlite data
 * directory that already went through initdb and every migration (initdb in
 * WebAssembly is most of a first start's time). The template is made once per
 * PGlite version and set of migrations (`npm run build`, or the first fresh
 * start that finds none) under dist/pglite-template/<key>; copying it is
 * what a cold copy of a stopped PostgreSQL data directory is.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
export const templatesDir = path.join(root, 'dist/pglite-template');

/** Changes with the PGlite build, its extensions, and any migration file. */
export async function templateKey(): Promise<string> {
  const pglite = JSON.parse(
    await readFile(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  const hash = createHash('sha256');
  hash.update(`pglite ${pglite.version}\n${Object.keys(pgliteExtensions).join(',')}\n`);
  for (const file of await readMigrationFiles()) hash.update(`${file.name} ${file.checksum}\n`);
  return hash.digest('hex').slice(0, 16);
}

export async function isDataDirectory(directory: string): Promise<boolean> {
  return stat(path.join(directory, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/** The template for the current key, made now when missing. */
export async function ensurePgliteTemplate(): Promise<string> {
  const template = path.join(templatesDir, await templateKey());
  if (await isDataDirectory(template)) return template;
  log.info('preparing the embedded database template (once per set of migrations)');
  // Made aside and renamed into place, so that a half-made template is never used.
  const making = `${template}.making-${randomBytes(4).toString('hex')}`;
  await mkdir(making, { recursive: true });
  try {
    const db = await openPgliteDatabase(making);
    await migrate(db).finally(() => db.close());
    await rename(making, template).catch(async (error: unknown) => {
      if (!(await isDataDirectory(template))) throw error; // another process made it first
    });
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  return template;
}

/** Fills an empty `directory` from the template. False when it already holds a database. */
export async function createFromTemplate(directory: string): Promise<boolean> {
  if (await isDataDirectory(directory)) return false;
  const template = await ensurePgliteTemplate();
  // PG_VERSION last: a copy cut short is not taken for a database, and is redone.
  const marker = path.join(template, 'PG_VERSION');
  await cp(template, directory, { recursive: true, filter: (source) => source !== marker });
  await cp(marker, path.join(directory, 'PG_VERSION'));
  return true;
}
