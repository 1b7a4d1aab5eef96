import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/test/test-server.ts';
import { rawRequest } from './raw-http.ts';
import { signUpAndIn, startSecurityServer } from './security-server.ts';

/**
 * The security headers on every HTML page the server sends (index, deep app
 * routes, the 404 page) and on the APIs; HSTS when the site is served over
 * https; and no cookie at all (sessions live in the browser's storage).
 */

const htmlPaths = [
  '/',
  '/index.html',
  '/events',
  '/events/some-event-slug',
  '/memorials/some-person',
  '/creators/verify-claim?token=x',
  '/admin',
  '/no/such/page',
  '/assets/missing.js',
  '/%3Cscript%3E',
];
const apiPaths = [
  '/rest/v1/organizations?select=id',
  '/rest/v1/nope',
  '/auth/v1/settings',
  '/auth/v1/user',
  '/functions/v1/nope',
  '/health',
];

function expectSecurityHeaders(
  path: string,
  headers: Record<string, string | string[] | undefined>,
) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, path).toContain("default-src 'self'");
  expect(csp, path).toContain("script-src 'self'");
  expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toContain("object-src 'none'");
  expect(csp, path).toContain("base-uri 'none'");
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['set-cookie'], path).toBeUndefined();
}

describe('served over http (SITE_URL http://)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSecurityServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server?.close());

  it('sends the security headers on every HTML response, 404 included', async () => {
    const statuses = new Set<number>();
    for (const path of htmlPaths) {
      const answer = await rawRequest(server.url, path);
      statuses.add(answer.status);
      expect(String(answer.headers['content-type']), path).toContain('text/html');
      expectSecurityHeaders(path, answer.headers);
      expect(answer.headers['strict-transport-security'], path).toBeUndefined();
    }
    expect([...statuses].sort()).toEqual([200, 404]);
  });

  it('sends them on API answers and on static files too', async () => {
    for (const path of [...apiPaths, '/assets/logo-abc123.svg', '/assets/missing.js']) {
      const answer = await rawRequest(server.url, path, {
        headers: { apikey: server.keys.anonKey },
      });
      expectSecurityHeaders(path, answer.headers);
    }
  });

  it('a built script gets nosniff and the resource policy, not the document headers', async () => {
    const answer = await rawRequest(server.url, '/assets/app-abc123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
  });

  it('sets no cookie while signing up, in, refreshing and out', async () => {
    const session = await signUpAndIn(server, 'cookies@example.com');
    const answers = await Promise.all([
      rawRequest(server.url, '/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { apikey: server.keys.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      }),
      rawRequest(server.url, '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { apikey: server.keys.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'cookies@example.com', password: 'wrong password' }),
      }),
    ]);
    const logout = await rawRequest(server.url, '/auth/v1/logout', {
      method: 'POST',
      headers: { apikey: server.keys.anonKey, Authorization: `Bearer ${session.access_token}` },
    });
    for (const answer of [...answers, logout]) expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('does not send HSTS for a forwarded https request when the site itself is http', async () => {
    // HSTS follows SITE_URL (the public address), not a per-request header a client could send.
    const answer = await rawRequest(server.url, '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('served over https (SITE_URL https://, TLS at the proxy)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSecurityServer({
      SITE_URL: 'https://zajednica.example',
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(() => server?.close());

  it('sends HSTS for a year with subdomains on pages and APIs', async () => {
    for (const path of [...htmlPaths, ...apiPaths]) {
      const answer = await rawRequest(server.url, path, {
        headers: { apikey: server.keys.anonKey, 'X-Forwarded-Proto': 'https' },
      });
      expectSecurityHeaders(path, answer.headers);
      expect(answer.headers['strict-transport-security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});
