import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the foundation server', () => {
  it('answers /health and /ready', async () => {
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves index.html with the runtime config for every app route', async () => {
    for (const route of ['/', '/events', '/creators', '/inmemoriam/submit']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      const config = JSON.parse(/id="app-config">([^<]*)</.exec(html)![1]!);
      // No API URL: the browser calls the API on the origin it loaded the page from.
      expect(config).toEqual({ anonKey: server.keys.anonKey, siteUrl: server.config.siteUrl });
    }
  });

  it('answers unknown routes and unknown slugs with the app and status 404', async () => {
    for (const route of ['/no/such/page', '/creator/some-slug']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(404);
      expect(await response.text()).toContain('id="root"');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers on every response', async () => {
    for (const route of ['/', '/health', '/assets/missing.js', '/nope']) {
      const response = await fetch(`${server.url}${route}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
      // Images only from our own origin (issue 35): never a third-party host.
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sends a built script only the headers that mean something for a script', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
    for (const documentOnly of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(response.headers.get(documentOnly), documentOnly).toBeNull();
    }
  });

  it('lets supabase-js read the headers it needs across origins', async () => {
    const response = await fetch(`${server.url}/rest/v1/anything`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://example.org',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, apikey, x-client-info, prefer, range',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('prefer');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
});

describe('https deployments', () => {
  it('send HSTS when SITE_URL is https', async () => {
    const secure = await startTestServer({ SITE_URL: 'https://zajednica.example' });
    try {
      const response = await fetch(`${secure.url}/health`);
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});
