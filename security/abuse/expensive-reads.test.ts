import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryCostLimits } from '../../server/rest/parse/query-cost.ts';
import { tableReadLimit } from '../../server/rest/rest-limits.ts';
import { costliestNewsRead, originalAttackRead } from '../../server/rest/test/costliest-read.ts';
import type { TestServer } from '../../server/test/test-server.ts';
import { startSecurityServer } from '../security-server.ts';

/**
 * The expensive-read attack of issue 34, as a member would run it: store a
 * 50,000-character pending news item (allowed), then make the database
 * work through it with one read, or with many. Real HTTP; client addresses
 * through X-Forwarded-For (TRUST_PROXY=loopback). Timings are compared with
 * an idle baseline measured here, never with a fixed number of ms.
 */

let server: TestServer;
let memberToken: string;
// Fresh addresses for every run: with REDIS_URL the counters outlive the server.
const run = Math.floor(Math.random() * 200) + 20;
let nextAddress = 0;
const newAddress = () => {
  nextAddress += 1;
  return `10.${run}.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`;
};

function get(path: string, token: string, address = newAddress()) {
  return fetch(`${server.url}/rest/v1/${path}`, {
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${token}`,
      'X-Forwarded-For': address,
    },
  });
}

/** The web app's news list, as a visitor reads it. */
const visitorList = () =>
  get(
    'news?select=id,slug,title_en,excerpt_en,created_at&status=eq.published&order=created_at.desc&limit=12',
    server.keys.anonKey,
  );

async function median(request: () => Promise<Response>, samples = 7) {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(samples / 2)]!;
}

const terms = (count: number, make: (n: number) => string) =>
  Array.from({ length: count }, (_, n) => make(n + 1)).join(',');

beforeAll(async () => {
  server = await startSecurityServer({ TRUST_PROXY: 'loopback' });
  const signUp = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: server.keys.anonKey,
      'Content-Type': 'application/json',
      'X-Forwarded-For': newAddress(),
    },
    body: JSON.stringify({
      email: `reader-${run}@example.org`,
      password: 'a member who reads too much',
    }),
  });
  memberToken = ((await signUp.json()) as { access_token: string }).access_token;
  const words = terms(12_000, (n) => `w${n % 977}`).replaceAll(',', ' ');
  const stored = await fetch(`${server.url}/rest/v1/news`, {
    method: 'POST',
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${memberToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      'X-Forwarded-For': newAddress(),
    },
    body: JSON.stringify({
      slug: `long-${run}`,
      title_en: 'A very long article',
      content_en: words.slice(0, 50_000),
      status: 'pending_review',
    }),
  });
  expect(stored.status).toBe(201);
}, 120_000);
afterAll(() => server?.close());

describe('the expensive-read attack of issue 34', () => {
  it('refuses the 600-term full-text or=(…) at once with 400 PGRST190', async () => {
    const attack = originalAttackRead();
    expect(attack.length).toBeGreaterThan(11_000); // the 12.5 kB request of the report, URL-encoded
    const response = await get(attack, memberToken);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST190');
  });

  it('refuses full-text and pattern filters over the long text column itself (400 PGRST191), even as one term', async () => {
    for (const path of [
      'news?select=id&content_en=fts.w1',
      'news?select=id&or=(title_en.eq.x,content_en.wfts.w1)',
      'news?select=id&content_en=ilike.*w1x*',
      'news?select=id&or=(title_en.eq.x,content_en.imatch.w1.*x)',
    ]) {
      const response = await get(path, memberToken);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { code: string }).code, path).toBe('PGRST191');
    }
  });

  it('keeps a visitor served while members repeat the worst read the caps allow', async () => {
    const idle = await median(visitorList);
    // More pattern filters than the caps allow: refused before any SQL runs.
    const tooMany = await get(
      `news?select=id&or=(${terms(queryCostLimits.scanningFilters + 1, (n) => `search_text.ilike.*w${n}x*`)})`,
      memberToken,
    );
    expect(tooMany.status).toBe(400);
    // The worst allowed read alone: answered, not refused, and its own time is the other baseline.
    const alone = await median(() => get(costliestNewsRead(), memberToken), 5);
    let attacking = true;
    const answers: Record<number, number> = {};
    const attacker = async () => {
      while (attacking) {
        const response = await get(costliestNewsRead(), memberToken);
        await response.arrayBuffer();
        answers[response.status] = (answers[response.status] ?? 0) + 1;
      }
    };
    const attackers: Promise<void>[] = [];
    for (let n = 0; n < 3; n += 1) attackers.push(attacker());
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const underAttack = await median(visitorList);
      // The visitor waits at most for the reads ahead of it (PGlite: one connection, in
      // arrival order), never for the minute the 600-term read took before.
      const bound = (attackers.length + 1) * alone + 20 * idle;
      expect(
        underAttack,
        `${underAttack} ms under attack; ${idle} ms idle, ${alone} ms for the costly read alone`,
      ).toBeLessThan(bound);
    } finally {
      attacking = false;
      await Promise.all(attackers);
    }
    expect(Object.keys(answers)).toEqual(['200']);
  }, 120_000);

  it(`answers 429 past ${tableReadLimit.limit} reads a minute from one address, and serves other addresses`, async () => {
    // The counts are per minute of the clock: start early in one, so that the flood ends in it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 20_000)
      await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute));
    const address = newAddress();
    const statuses: Record<number, number> = {};
    const batch = 40;
    for (let sent = 0; sent <= tableReadLimit.limit; sent += batch) {
      const responses = await Promise.all(
        Array.from({ length: Math.min(batch, tableReadLimit.limit + 1 - sent) }, () =>
          get('news?select=id&limit=1', server.keys.anonKey, address),
        ),
      );
      for (const response of responses) {
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }
    expect(statuses).toEqual({ 200: tableReadLimit.limit, 429: 1 });
    const refused = await get('news?select=id&limit=1', server.keys.anonKey, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect((await visitorList()).status).toBe(200);
  }, 300_000);
});
