import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { redisSuiteMarker, testRedisUrl } from './redis-suites.ts';
import { testDatabaseUrl } from './template-database.ts';

const testFolders = ['domain', 'server', 'web', 'db', 'bench'];

async function filesUsingRedis(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of testFolders) {
    const names = await readdir(path.join(root, folder), { recursive: true }).catch(() => []);
    for (const name of names) {
      if (name.includes('node_modules') || !/\.test\.tsx?$/.test(name)) continue;
      const file = path.join(folder, name);
      if ((await readFile(path.join(root, file), 'utf8')).includes(redisSuiteMarker))
        found.push(file);
    }
  }
  return found.sort();
}

/** One line per service: which service-backed suites this run covers and which it leaves out. */
export async function serviceSuitesReport(root = process.cwd()): Promise<string[]> {
  const postgres = testDatabaseUrl()
    ? 'PostgreSQL: TEST_DATABASE_URL set — every database suite runs on PostgreSQL'
    : 'PostgreSQL: TEST_DATABASE_URL not set — PGlite only';
  const redisFiles = await filesUsingRedis(root);
  const suites = `${redisFiles.length} Redis suite${redisFiles.length === 1 ? '' : 's'}`;
  const redis = testRedisUrl()
    ? `Redis: TEST_REDIS_URL set — ${suites} run (${redisFiles.join(', ')})`
    : `Redis: TEST_REDIS_URL not set — ${suites} not run (${redisFiles.join(', ')})`;
  return [postgres, redis];
}
