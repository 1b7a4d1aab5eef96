import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
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
  const db = await openPgliteDatabase('memory://');
  await migrate(db);
  const dump = await db.dumpDataDir();
  await db.close();
  const file = path.join(os.tmpdir(), `zajednica-template-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[templateEnv.pgliteDump] = file;
  return () => rm(file, { force: true });
}
