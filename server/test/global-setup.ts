import { randomBytes } from 'node:crypto';
import { rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { templateKey } from '../db/pglite-template.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { setLogLevel } from '../log.ts';
import { serviceSuitesReport } from './service-suites-report.ts';
import { adminQuery, templateEnv, testDatabaseUrl, withDatabase } from './template-database.ts';

/**
 * Vitest global setup: say which service-backed suites this run covers (at the
 * start and again at the end, under the summary), then migrate one template
 * database that every suite clones.
 */
export default async function setup() {
  setLogLevel('warn');
  const report = (await serviceSuitesReport()).join('\n');
  console.log(report);
  const teardown = await migrateTemplate();
  return async () => {
    await teardown();
    console.log(report);
  };
}

async function migrateTemplate(): Promise<() => Promise<unknown>> {
  const url = testDatabaseUrl();
  if (url) {
    const name = `zj_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const db = await openPostgresDatabase(withDatabase(url, name), { max: 1 });
    await migrate(db);
    await db.close();
    process.env[templateEnv.postgresTemplate] = name;
    return () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  // Kept between runs, named by the migrations and the PGlite version: a run
  // after one that changed nothing there starts its suites at once.
  const file = path.join(os.tmpdir(), `zajednica-template-${await templateKey()}.tar`);
  process.env[templateEnv.pgliteDump] = file;
  if (
    await stat(file).then(
      (found) => found.size > 0,
      () => false,
    )
  )
    return async () => {};
  const db = await openPgliteDatabase('memory://');
  await migrate(db);
  const dump = await db.dumpDataDir();
  await db.close();
  // Written aside and renamed, so a run cut short never leaves half a template.
  const making = `${file}.${process.pid}`;
  await writeFile(making, Buffer.from(await dump.arrayBuffer()));
  await rename(making, file);
  return async () => {};
}
