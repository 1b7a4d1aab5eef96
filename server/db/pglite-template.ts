import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markDemoSeededAt } from '../../db/seed/demo-dates.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { log } from '../log.ts';
import { migrate, readMigrationFiles, readRepeatableFiles } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { pgliteExtensions } from './pglite-instance.ts';

/**
 * A fresh embedded database starts from a copy of a template: a PGlite data
 * directory that already went through initdb and every migration (initdb in
 * WebAssembly is most of a first start's time). The template is made once per
 * PGlite version and set of migrations (`npm run build`, or the first fresh
 * start that finds none) under dist/pglite-template/<key>; copying it is
 * what a cold copy of a stopped PostgreSQL data directory is. With SEED=demo
 * the copy comes from a second template that also holds the demo content
 * (seeding through every trigger is most of the rest), whose dates the first
 * start moves to its own day (db/seed/demo-dates.ts).
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
  for (const file of [...(await readMigrationFiles()), ...(await readRepeatableFiles())])
    hash.update(`${file.name} ${file.checksum}\n`);
  return hash.digest('hex').slice(0, 16);
}

export async function isDataDirectory(directory: string): Promise<boolean> {
  return stat(path.join(directory, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/** Changes with the template's key and with the demo content's sources. */
async function demoTemplateKey(): Promise<string> {
  const hash = createHash('sha256').update(await templateKey());
  for (const folder of ['db/seed', 'domain']) {
    const names = (await readdir(path.join(root, folder)))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort();
    for (const name of names)
      hash.update(name).update(await readFile(path.join(root, folder, name)));
  }
  return `${hash.digest('hex').slice(0, 16)}-demo`;
}

/** The template for the current key, made now when missing. */
export async function ensurePgliteTemplate(): Promise<string> {
  const template = path.join(templatesDir, await templateKey());
  if (await isDataDirectory(template)) return template;
  log.info('preparing the embedded database template (once per set of migrations)');
  return makeTemplate(template, async (making) => {
    const db = await openPgliteDatabase(making);
    await migrate(db).finally(() => db.close());
  });
}

/** The template with the demo content seeded, made now from the plain one when missing. */
export async function ensureDemoTemplate(): Promise<string> {
  const template = path.join(templatesDir, await demoTemplateKey());
  if (await isDataDirectory(template)) return template;
  const plain = await ensurePgliteTemplate();
  log.info('seeding the demo content into a template (once per change of the demo)');
  return makeTemplate(template, async (making) => {
    await copyDataDirectory(plain, making);
    const db = await openPgliteDatabase(making);
    try {
      const seededAt = new Date();
      await db.transaction((tx) => seedDemo(tx, seededAt));
      await markDemoSeededAt(db, seededAt);
    } finally {
      await db.close();
    }
  });
}

/** Made aside and renamed into place, so that a half-made template is never used. */
async function makeTemplate(
  template: string,
  fill: (making: string) => Promise<void>,
): Promise<string> {
  const making = `${template}.making-${randomBytes(4).toString('hex')}`;
  await mkdir(making, { recursive: true });
  try {
    await fill(making);
    await rename(making, template).catch(async (error: unknown) => {
      if (!(await isDataDirectory(template))) throw error; // another process made it first
    });
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  return template;
}

/** PG_VERSION last: a copy cut short is not taken for a database, and is redone. */
async function copyDataDirectory(from: string, to: string) {
  const marker = path.join(from, 'PG_VERSION');
  await cp(from, to, { recursive: true, filter: (source) => source !== marker });
  await cp(marker, path.join(to, 'PG_VERSION'));
}

/**
 * Fills an empty `directory` from the template (with the demo content when
 * `demo`). False when it already holds a database.
 */
export async function createFromTemplate(
  directory: string,
  options: { demo?: boolean } = {},
): Promise<boolean> {
  if (await isDataDirectory(directory)) return false;
  const template = options.demo ? await ensureDemoTemplate() : await ensurePgliteTemplate();
  await copyDataDirectory(template, directory);
  return true;
}
