import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildEvent, buildMemorial, buildUser } from '../db/seed/factories.ts';
import type { TestServer } from '../server/test/test-server.ts';
import { rawRequest } from './raw-http.ts';
import { canaryRows, canarySecret, forgeToken, startSecurityServer } from './security-server.ts';

/**
 * Every function of /functions/v1 with generated bodies: arbitrary JSON,
 * each function's own fields with wrong types, huge and Unicode strings,
 * prototype-pollution keys, broken JSON and odd content types. Never a 5xx,
 * never the canary, and the server's process (this one) keeps a clean
 * Object.prototype. Each request comes from its own address (through a
 * trusted proxy), so the per-IP limits let the bodies reach the handlers.
 */

export const functionRuns = 4_000;

/** The fields each function reads (server/functions, domain/creator-schemas.ts, domain/report-schemas.ts). */
const functionFields: Record<string, string[]> = {
  'send-creator-verification': ['email', 'name'],
  'notify-editors-on-submission': ['table', 'record'],
  'request-creator-claim': ['slug', 'email', 'proof'],
  'send-creator-contact-form': ['name', 'fromEmail', 'message', 'honeypot', 'creatorId'],
  'report-creator-profile': ['creatorSlug', 'creatorName', 'reason', 'reporterInfo'],
  'report-content': ['kind', 'slug', 'reason'],
  'leave-condolence': ['memorialSlug', 'authorName', 'relation', 'message', 'email', 'honeypot'],
  'light-candle': ['memorialSlug'],
};
const functionNames = Object.keys(functionFields);

let server: TestServer;
let known: {
  memorialSlug: string;
  slug: string;
  creatorId: string;
  eventId: string;
  email: string;
};
let tokens: Record<string, string | undefined>;

beforeAll(async () => {
  server = await startSecurityServer({ TRUST_PROXY: 'loopback' });
  const user = await buildUser(server.db);
  const creator = await buildCreator(server.db, { contact_form_enabled: true });
  await buildCreator(server.db, { status: 'pending_review', email_public: 'pending@example.com' });
  const event = await buildEvent(server.db, { status: 'pending_review', author_id: user.id });
  const memorial = await buildMemorial(server.db, { submitter_id: user.id });
  known = {
    memorialSlug: String(memorial.slug),
    slug: String(creator.slug),
    creatorId: String(creator.id),
    eventId: String(event.id),
    email: 'pending@example.com',
  };
  tokens = {
    none: undefined,
    anon: server.keys.anonKey,
    user: await forgeToken(server, { sub: String(user.id), role: 'authenticated' }),
    ghost: await forgeToken(server, {
      sub: '99999999-9999-4999-8999-999999999999',
      role: 'authenticated',
    }),
    service: server.keys.serviceRoleKey,
    postgres: await forgeToken(server, { sub: String(user.id), role: 'postgres' }),
    wrongSecret: await forgeToken(
      server,
      { sub: String(user.id), role: 'service_role' },
      'another-secret-'.padEnd(40, 'y'),
    ),
    garbage: 'x.y.z',
  };
});
afterAll(() => server?.close());

const hostileText = fc.constantFrom(
  "'; delete from public.security_canary; --",
  '<script>window.__xss=1</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  '\u202e\u200b',
  'Ђорђе Ђорђевић',
  '🙂'.repeat(50),
  '%00%2e%2e/',
  '../../etc/passwd',
  '{{7*7}}',
  '${7*7}',
  'security_canary',
);
const hugeText = fc
  .tuple(fc.constantFrom('x', 'ж', '🙂', '<'), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([unit, count]) => unit.repeat(count));
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  hostileText,
  hugeText,
);
const pollution = fc.constantFrom('__proto__', 'constructor', 'prototype');
const pollutionValue = fc.constantFrom(
  { polluted: 'yes' },
  { prototype: { polluted: 'yes' } },
  { toString: 'not a function' },
);

/** A value for one field: plausible (known slug, id, email), wrong in type, or hostile. */
function fieldValue(field: string): fc.Arbitrary<unknown> {
  const plausible = fc.constantFrom<unknown>(
    known.slug,
    known.memorialSlug,
    known.creatorId,
    known.email,
    'someone@example.com',
    'events',
    'creators',
    'organization',
    'business',
    { id: known.eventId },
    { id: known.creatorId, status: 'published' },
    'A perfectly ordinary sentence.',
  );
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 3, arbitrary: text },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(text, { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), text, { maxKeys: 3 }),
      ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: pollutionValue.map((value) => ({ [field]: value })) },
  );
}

/** JSON text written entry by entry, so `__proto__` and duplicate keys reach the server as sent. */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

function bodyFor(name: string): fc.Arbitrary<string> {
  // Unknown names (some of them `__proto__`) get the fields of a real function.
  const fields = Object.hasOwn(functionFields, name) ? functionFields[name]! : ['email', 'name'];
  const entry = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...fields)
        .chain((field) => fc.tuple(fc.constant(field), fieldValue(field))),
    },
    { weight: 1, arbitrary: fc.tuple(pollution, pollutionValue) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(entry, { maxLength: 7 }).map(objectText) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('', '{', '{"a":', '[1,', 'null', '{"__proto__":', '\u0000{}', '{}}'),
      ),
    },
  );
}

const request = fc
  .record({
    name: fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...functionNames) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('nope', '..%2f..%2fpackage.json', '__proto__', 'constructor'),
      },
    ),
    auth: fc.constantFrom(
      ...Object.keys({
        none: 0,
        anon: 0,
        user: 0,
        ghost: 0,
        service: 0,
        postgres: 0,
        wrongSecret: 0,
        garbage: 0,
      }),
    ),
    contentType: fc.constantFrom<string | undefined>(
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      undefined,
    ),
    language: fc.constantFrom<string | undefined>(
      undefined,
      'sr-Cyrl',
      'en',
      '../../x',
      '<b>',
      '__proto__',
    ),
    ip: fc.ipV4(),
  })
  .chain((base) => bodyFor(base.name).map((body) => ({ ...base, body })));

describe('/functions/v1 under generated hostile bodies', () => {
  it(`never answers 5xx, never pollutes a prototype, never touches the canary (${functionRuns} requests)`, async () => {
    const before = await canaryRows(server);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const headers: Record<string, string> = {
          apikey: server.keys.anonKey,
          'X-Forwarded-For': generated.ip,
        };
        if (generated.contentType) headers['Content-Type'] = generated.contentType;
        if (generated.language) headers['X-Language'] = generated.language;
        const token = tokens[generated.auth];
        if (token) headers.Authorization = `Bearer ${token}`;
        // Raw HTTP: it reads an early 413 that fetch() would lose to the reset that follows it.
        const response = await rawRequest(server.url, `/functions/v1/${generated.name}`, {
          method: 'POST',
          headers,
          body: generated.body,
        });
        const answer = response.body;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(
          response.status,
          `${generated.name} ${generated.body.slice(0, 300)} → ${answer}`,
        ).toBeLessThan(500);
        expect(answer).not.toContain(canarySecret);
        expect(answer).not.toMatch(/\bat .+\.ts:\d+/); // no stack trace
        expect(Object.prototype).not.toHaveProperty('polluted');
      }),
      { numRuns: functionRuns },
    );
    expect(await canaryRows(server)).toEqual(before);
    const plain: Record<string, unknown> = {};
    expect(plain.polluted).toBeUndefined();
    const sorted = [...statuses].sort(([a], [b]) => a - b);
    console.log(
      `functions fuzz: ${functionRuns} requests, statuses ${JSON.stringify(Object.fromEntries(sorted))}`,
    );
    // Some bodies were accepted, so the handlers past validation were exercised too.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
