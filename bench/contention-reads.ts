import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../server/config.ts';
import { costliestNewsRead, originalAttackRead } from '../server/rest/test/costliest-read.ts';
import { startServer } from '../server/start-server.ts';
import { signedInAccounts, startChild } from './bench-children.ts';
import { scratchPostgresDatabase } from './bench-engines.ts';
import type { ReaderCounts, ReaderSetup } from './contention-reader.ts';
import { summarize } from './measure.ts';

/**
 * The expensive-read half of `npm run bench -- contention` (issue 34): a
 * member stores a 50,000-character pending news item, then members repeat
 * the costliest read the caps allow (every or-term and filter a request may
 * have, each a pattern over the long text) from a process of their own,
 * while a visitor reads the news list as the web app does. On PGlite one
 * member attacks; on PostgreSQL 30 at once, each with its own account and
 * address (more than the 20-connection pool). Also shows what the original
 * 600-term full-text read gets now.
 */

const readSamples = Number(process.env.BENCH_CONTENTION_SAMPLES ?? 200);

export interface ReadContentionResult {
  engine: 'pglite' | 'postgres';
  attackers: number;
  idle: { p50: number; p95: number };
  attack: { p50: number; p95: number };
  visitorStatuses: Record<string, number>;
  reads: ReaderCounts;
  worstRead: { status: number; ms: number };
  originalAttack: { status: number; code: string; ms: number };
}

const terms = (count: number, make: (n: number) => string) =>
  Array.from({ length: count }, (_, n) => make(n + 1)).join(',');

type Server = Awaited<ReturnType<typeof startServer>>;

async function timedGet(server: Server, pathAndQuery: string, token: string, address: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}/rest/v1/${pathAndQuery}`, {
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${token}`,
      'X-Forwarded-For': address,
    },
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

export async function benchReadContention(
  engine: 'pglite' | 'postgres',
): Promise<ReadContentionResult> {
  const attackers = engine === 'pglite' ? 1 : 30;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-contention-reads-'));
  const database =
    engine === 'postgres' ? await scratchPostgresDatabase('zj_bench_reads') : undefined;
  const server = await startServer(
    parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'loopback',
      ...(database ? { DATABASE_URL: database.url } : {}),
    }),
  );
  try {
    // 300 published articles of about 5,000 characters each, in statements well within the budget.
    for (let first = 1; first <= 300; first += 25)
      await server.db.query(
        `insert into public.news (slug, title_en, excerpt_en, content_en, status)
         select 'article-' || n, 'Article ' || n, 'About article ' || n,
           repeat('Community news from Toronto and Chicago, paragraph ' || n || '. ', 80), 'published'
         from generate_series($1::int, $1::int + 24) as n`,
        [first],
      );
    const tokens = await signedInAccounts(server, attackers, { name: 'reader', network: 70 });
    const longText = terms(12_000, (n) => `w${n % 977}`)
      .replaceAll(',', ' ')
      .slice(0, 50_000);
    const stored = await fetch(`${server.url}/rest/v1/news`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        Authorization: `Bearer ${tokens[0]}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        'X-Forwarded-For': '10.70.0.1',
      },
      body: JSON.stringify({ slug: 'long', title_en: 'Long', content_en: longText }),
    });
    if (stored.status !== 201) throw new Error(`storing the long item answered ${stored.status}`);

    const original = await timedGet(server, originalAttackRead(), tokens[0]!, '10.70.0.1');
    const worst = await timedGet(server, costliestNewsRead(), tokens[0]!, '10.70.0.1');

    const listPath =
      'news?select=id,slug,title_en,excerpt_en,image_url,category,created_at&status=eq.published&order=created_at.desc&offset=0&limit=12';
    const visitorStatuses: Record<string, number> = {};
    let visitor = 0;
    const read = async () => {
      visitor += 1;
      const started = performance.now();
      const response = await fetch(`${server.url}/rest/v1/${listPath}`, {
        headers: {
          apikey: server.keys.anonKey,
          Authorization: `Bearer ${server.keys.anonKey}`,
          Prefer: 'count=exact',
          'X-Forwarded-For': `10.1.${visitor % 250}.1`,
        },
      });
      await response.arrayBuffer();
      visitorStatuses[response.status] = (visitorStatuses[response.status] ?? 0) + 1;
      return performance.now() - started;
    };
    const measureReads = async () => {
      for (let n = 0; n < 10; n += 1) await read();
      const times: number[] = [];
      for (let n = 0; n < readSamples; n += 1) times.push(await read());
      const { p50, p95 } = summarize(times);
      return { p50, p95 };
    };

    const idle = await measureReads();
    for (const key of Object.keys(visitorStatuses)) delete visitorStatuses[key];
    const readers = startChild<ReaderSetup, ReaderCounts>('./contention-reader.ts');
    await readers.start({
      url: server.url,
      anonKey: server.keys.anonKey,
      tokens,
      read: costliestNewsRead(),
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const attack = await measureReads();
    const reads = await readers.stop();
    return {
      engine,
      attackers,
      idle,
      attack,
      visitorStatuses,
      reads,
      worstRead: { status: worst.status, ms: worst.ms },
      originalAttack: {
        status: original.status,
        code: (JSON.parse(original.text) as { code?: string }).code ?? '',
        ms: original.ms,
      },
    };
  } finally {
    await server.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
