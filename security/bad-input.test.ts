import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/test/test-server.ts';
import { rawRequest } from './raw-http.ts';
import { startSecurityServer } from './security-server.ts';

/**
 * Input no client should send: too big, not JSON, the wrong media type, a
 * path that climbs out of the web root, a query string of megabytes. Each is
 * refused with its 4xx, never a 5xx and never a file from outside the build.
 */

let server: TestServer;
let callers = 0;

beforeAll(async () => {
  server = await startSecurityServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server?.close());

function post(path: string, body: string | Buffer, contentType = 'application/json') {
  return rawRequest(server.url, path, {
    method: 'POST',
    body,
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${server.keys.anonKey}`,
      'Content-Type': contentType,
      'X-Forwarded-For': `10.8.0.${++callers}`,
    },
  });
}

const endpoints = [
  '/rest/v1/creators',
  '/rest/v1/rpc/search_all',
  '/auth/v1/signup',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/recover',
  '/functions/v1/report-creator-profile',
  '/functions/v1/report-content',
  '/functions/v1/leave-condolence',
  '/functions/v1/light-candle',
  '/functions/v1/send-creator-contact-form',
];

describe('bodies', () => {
  it('refuses a body over the limit with 413 on every API', async () => {
    const huge = JSON.stringify({ name_eng: 'x'.repeat(3 * 1024 * 1024) });
    for (const path of endpoints) {
      const answer = await post(path, huge);
      expect(answer.status, `${path}: ${answer.body.slice(0, 200)}`).toBe(413);
    }
  });

  it('refuses invalid JSON with 400 on every API', async () => {
    for (const path of endpoints) {
      for (const body of ['{', '{"a":1,}', "{'a':1}", 'nul', '\u0000']) {
        const answer = await post(path, body);
        expect(answer.status, `${path} ${JSON.stringify(body)}: ${answer.body}`).toBe(400);
      }
    }
  });

  it('refuses a NUL character (which PostgreSQL text cannot hold) with a 4xx on every API', async () => {
    const nul = '\u0000';
    const body = JSON.stringify({
      email: `a${nul}@example.com`,
      password: `pass${nul}word-long-enough`,
      name_eng: `x${nul}`,
      keyword: `k${nul}`,
      creatorSlug: `s${nul}`,
      reason: `r${nul}`,
      name: `n${nul}`,
      fromEmail: 'a@example.com',
      message: `m${nul}`,
      creatorId: '00000000-0000-4000-8000-000000000000',
    });
    for (const path of endpoints) {
      const answer = await post(path, body);
      expect(answer.status, `${path}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${path}: ${answer.body}`).toBeLessThan(500);
    }
  });

  it('refuses a media type it does not read with 415 on the data API', async () => {
    for (const type of [
      'application/xml',
      'text/html',
      'multipart/form-data; boundary=x',
      'image/png',
    ]) {
      const answer = await post('/rest/v1/creators', '{"name_eng":"x"}', type);
      expect(answer.status, `${type}: ${answer.body}`).toBe(415);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST107' });
    }
  });

  it('never reads a non-JSON body as JSON on the auth and function APIs', async () => {
    for (const path of endpoints.filter((p) => !p.startsWith('/rest/'))) {
      const answer = await post(
        path,
        'email=a@example.com&password=x',
        'application/x-www-form-urlencoded',
      );
      expect([400, 415], `${path}: ${answer.body}`).toContain(answer.status);
    }
  });
});

describe('static files', () => {
  const traversals = [
    '/assets/../../package.json',
    '/assets/../package.json',
    '/../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%5c..%5cpackage.json',
    '/assets/%252e%252e/%252e%252e/package.json',
    '/assets/....//....//package.json',
    '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
    '/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/assets/..%00/package.json',
    '/assets/app-abc123.js/../../../../../../etc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '//etc/passwd',
    '/assets//etc/passwd',
  ];

  it('never serves a file from outside the web root', async () => {
    for (const path of traversals) {
      const answer = await rawRequest(server.url, path);
      expect(answer.status, `${path}: ${answer.body.slice(0, 120)}`).toBe(404);
      expect(answer.body).not.toContain('"name": "zajednica"');
      expect(answer.body).not.toContain('root:x:0:0');
    }
  });

  it('still serves the files inside it', async () => {
    const asset = await rawRequest(server.url, '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
  });
});

describe('query strings', () => {
  it('still tells an over-long header (not the URL) apart: 431', async () => {
    const answer = await rawRequest(server.url, '/rest/v1/organizations', {
      headers: { apikey: server.keys.anonKey, Cookie: `c=${'a'.repeat(20_000)}` },
    });
    expect(answer.status).toBe(431);
  });

  it('answers an extremely long query string with 414 or 400, never a 5xx', async () => {
    for (const length of [20_000, 100_000, 1_000_000]) {
      for (const path of [
        `/rest/v1/organizations?name_en=eq.${'a'.repeat(length)}`,
        `/rest/v1/organizations?or=(${'name_en.eq.a,'.repeat(length / 12)}id.eq.1)`,
        `/auth/v1/settings?x=${'a'.repeat(length)}`,
        `/events?q=${'a'.repeat(length)}`,
      ]) {
        const answer = await rawRequest(server.url, path, {
          headers: { apikey: server.keys.anonKey },
        });
        expect(
          [400, 414],
          `${path.slice(0, 60)} (${path.length}): ${answer.body.slice(0, 100)}`,
        ).toContain(answer.status);
      }
    }
  });
});
