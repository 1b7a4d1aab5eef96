import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { startServer } from '../start-server.ts';
import { demoAdminEmail } from './seed-admin.ts';

describe('the demo admin', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is created on the first start of a fresh embedded database with SEED=demo, password in a 0600 file', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-seed-'));
    const printed: string[] = [];
    for (const stream of [process.stdout, process.stderr])
      vi.spyOn(stream, 'write').mockImplementation((chunk) => {
        printed.push(String(chunk));
        return true;
      });
    const config = parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      DEMO_PHOTOS: 'false',
      LOG_LEVEL: 'info',
      WEB_DIR: path.resolve('server/test/fixtures/web'),
    });
    const db = await openPgliteDatabase('memory://');
    const running = await startServer(config, { db });
    try {
      const file = path.join(dataDir, 'admin-password.txt');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const password = (await readFile(file, 'utf8')).trim();
      expect(password.length).toBeGreaterThanOrEqual(16);
      const line = printed.find((text) => text.includes('demo admin created'));
      expect(line).toContain(file);
      // The log names the file; the password itself never reaches it.
      expect(printed.join('')).not.toContain(password);
      const email = demoAdminEmail;

      const client = createClient(running.url, running.keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        ...(globalThis.WebSocket ? {} : { realtime: { transport: class {} as never } }),
      });
      const { error } = await client.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      expect((await client.rpc('my_staff_role')).data).toBe('admin');
      const { rows } = await db.query<{ encrypted_password: string }>(
        'select encrypted_password from auth.users where email = $1',
        [demoAdminEmail],
      );
      expect(rows[0]!.encrypted_password).toMatch(/^\$argon2id\$/);
      // The role is recorded, and no "You were made administrator" mail goes out (issue 38).
      const recorded = await db.query<{ actor_label: string }>(
        'select actor_label from public.user_role_changes where target_email = $1',
        [demoAdminEmail],
      );
      expect(recorded.rows).toEqual([{ actor_label: 'demo seed' }]);
      const mails = await db.query(
        'select template from public.mail_outbox where to_address = $1',
        [demoAdminEmail],
      );
      expect(mails.rows).toEqual([]);
    } finally {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
