import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { devMailboxEnabled } from './dev-mailbox.ts';

describe('the development mailbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists outbox messages with clickable confirmation links in embedded mode without SMTP', async () => {
    await server
      .client()
      .auth.signUp({ email: 'try@example.com', password: 'a long enough passphrase 42' });
    const response = await fetch(`${server.url}/dev/mailbox`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('To try@example.com');
    expect(html).toContain('Confirm your Zajednica account');
    expect(html).toMatch(
      new RegExp(
        `<a href="${server.config.siteUrl}/auth/confirm\\?token_hash=[0-9a-f]{56}&amp;type=signup"`,
      ),
    );
  });

  it('answers only direct local requests, never through a proxy', async () => {
    const proxied = await fetch(`${server.url}/dev/mailbox`, {
      headers: { 'X-Forwarded-For': '203.0.113.5' },
    });
    expect(proxied.status).toBe(403);
    expect(await proxied.text()).not.toContain('token_hash');
  });

  it('never exists when SMTP_URL or DATABASE_URL is set', async () => {
    expect(devMailboxEnabled(parseConfig({}))).toBe(true);
    expect(devMailboxEnabled(parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }))).toBe(false);
    expect(devMailboxEnabled(parseConfig({ DATABASE_URL: 'postgres://db.example/app' }))).toBe(
      false,
    );
    const withSmtp = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const response = await fetch(`${withSmtp.url}/dev/mailbox`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Development mailbox');
    } finally {
      await withSmtp.close();
    }
  });
});
