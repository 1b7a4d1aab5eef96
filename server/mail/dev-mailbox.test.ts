import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { type Actor, signedInActor } from '../db/test-actors.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { devMailboxEnabled } from './dev-mailbox.ts';

/** GET /functions/v1/dev-mailbox: the outbox for a signed-in admin, in embedded mode without SMTP. */

let server: TestServer;
let admin: Actor;
let editor: Actor;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInActor(server, 'admin', ['admin']);
  editor = await signedInActor(server, 'editor', ['editor']);
});
afterAll(() => server.close());

async function readMailbox(token: string | undefined, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/functions/v1/dev-mailbox`, {
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${token ?? server.keys.anonKey}`,
      ...headers,
    },
  });
}

describe('the development mailbox', () => {
  it('lists outbox messages, rendered with their confirmation links, to an admin', async () => {
    await server
      .client()
      .auth.signUp({ email: 'try@example.com', password: 'a long enough passphrase 42' });
    const response = await readMailbox(admin.accessToken!);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { messages } = (await response.json()) as {
      messages: { to: string; subject: string; text: string }[];
    };
    const mail = messages.find((message) => message.to === 'try@example.com');
    expect(mail?.subject).toBe('Confirm your Zajednica account');
    expect(mail?.text).toMatch(
      new RegExp(`${server.config.siteUrl}/auth/confirm\\?token_hash=[0-9a-f]{56}&type=signup`),
    );
  });

  it('refuses the anon key, an editor and a local-looking request without an admin token', async () => {
    const anon = await readMailbox(undefined);
    expect(anon.status).toBe(401);
    const asEditor = await readMailbox(editor.accessToken!);
    expect(asEditor.status).toBe(403);
    const local = await readMailbox(undefined, { 'X-Forwarded-For': '127.0.0.1' });
    expect(local.status).toBe(401);
    for (const response of [anon, asEditor, local]) {
      expect(await response.text()).not.toContain('token_hash');
    }
    // The old server-rendered page is gone: /dev/mailbox is the web app's page now.
    const page = await fetch(`${server.url}/dev/mailbox`);
    expect(await page.text()).not.toContain('token_hash');
  });

  it('never exists when SMTP_URL or DATABASE_URL is set', async () => {
    expect(devMailboxEnabled(parseConfig({}))).toBe(true);
    expect(devMailboxEnabled(parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }))).toBe(false);
    expect(devMailboxEnabled(parseConfig({ DATABASE_URL: 'postgres://db.example/app' }))).toBe(
      false,
    );
    const withSmtp = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const admin = await signedInActor(withSmtp, 'admin', ['admin']);
      const response = await fetch(`${withSmtp.url}/functions/v1/dev-mailbox`, {
        headers: {
          apikey: withSmtp.keys.anonKey,
          Authorization: `Bearer ${admin.accessToken!}`,
        },
      });
      expect(response.status).toBe(404);
    } finally {
      await withSmtp.close();
    }
    // It starts a second server: room for a busy machine.
  }, 120_000);
});
