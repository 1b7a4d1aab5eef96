import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverFunctionNames } from '../../domain/server-functions.ts';
import { parseConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { proxyTrust } from '../http/client-ip.ts';
import { memoryRateLimitStore } from '../http/rate-limit.ts';
import { createFunctionsRouter } from './functions-router.ts';
import type { FunctionContext } from './function-context.ts';

/** The router's POST routes, as names; building it touches neither the database nor the limits. */
function postRoutes(): string[] {
  const context: FunctionContext = {
    config: parseConfig({}),
    db: {} as Database,
    jwtSecret: 'not used to build the routes',
    rateLimits: memoryRateLimitStore(),
    trustProxy: proxyTrust([]),
  };
  return createFunctionsRouter(context)
    .routes.filter((route) => route.method === 'POST')
    .map((route) => route.path.replace(/^\//, ''));
}

const webSource = path.resolve(import.meta.dirname, '../../web/src');

/** The web's source files that call supabase-js `functions.invoke` themselves. */
async function directInvokers(): Promise<string[]> {
  const files = await readdir(webSource, { recursive: true });
  const callers: string[] = [];
  for (const file of files) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = await readFile(path.join(webSource, file), 'utf8');
    if (text.includes('functions.invoke')) callers.push(file.split(path.sep).join('/'));
  }
  return callers.sort();
}

describe('the registry of server functions (domain/server-functions.ts)', () => {
  it('names every POST route of /functions/v1, and nothing else', () => {
    const routes = postRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect([...serverFunctionNames].sort()).toEqual([...routes].sort());
  });

  it('types every call of the web: only invokeFunction (and the GET of the dev mailbox) calls supabase-js', async () => {
    expect(await directInvokers()).toEqual([
      'features/admin/mailbox/dev-mailbox-query.ts',
      'lib/invoke-function.ts',
    ]);
  });
});
