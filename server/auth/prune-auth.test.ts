import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { authRetentionSeconds, pruneAuthRecords } from './prune-auth.ts';

const password = 'a long enough passphrase 42';
const email = 'prune@example.com';

describe('pruning old refresh tokens, ended sessions and expired email tokens', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_AUTOCONFIRM: 'true' });
    await server.client().auth.signUp({ email, password });
  });
  afterAll(() => server.close());

  const count = async (sql: string) =>
    Number((await server.db.query<{ n: number }>(`select count(*)::int as n ${sql}`)).rows[0]!.n);
  const age = (table: string, column: string, where = 'true') =>
    server.db.query(
      `update auth.${table} set ${column} = now() - make_interval(secs => $1) where ${where}`,
      [authRetentionSeconds + 60],
    );

  it('deletes revoked tokens past the retention but keeps the parent of the live token', async () => {
    const client = server.client();
    const signIn = await client.auth.signInWithPassword({ email, password });
    let refreshToken = signIn.data.session!.refresh_token;
    const presented: string[] = [];
    for (let i = 0; i < 4; i++) {
      presented.push(refreshToken);
      const { data, error } = await server.client().auth.refreshSession({
        refresh_token: refreshToken,
      });
      expect(error).toBeNull();
      refreshToken = data.session!.refresh_token;
    }
    const sessionId = (
      await server.db.query<{ id: string }>(
        'select session_id as id from auth.refresh_tokens where not revoked order by created_at desc limit 1',
      )
    ).rows[0]!.id;
    expect(await count(`from auth.refresh_tokens where session_id = '${sessionId}'`)).toBe(5);

    // Nothing is old yet: nothing goes.
    expect((await pruneAuthRecords(server.db)).refreshTokens).toBe(0);

    await age('refresh_tokens', 'updated_at', 'revoked');
    await age('sessions', 'refreshed_at');
    const counts = await pruneAuthRecords(server.db);
    expect(counts.refreshTokens).toBe(3);
    expect(counts.sessions).toBe(0);
    expect(await count(`from auth.refresh_tokens where session_id = '${sessionId}'`)).toBe(2);

    // The kept parent still hands out the live token (multi-tab rule), and the session goes on.
    const parent = await server.client().auth.refreshSession({ refresh_token: presented.at(-1)! });
    expect(parent.error).toBeNull();
    expect(parent.data.session!.refresh_token).toBe(refreshToken);
    const next = await server.client().auth.refreshSession({ refresh_token: refreshToken });
    expect(next.error).toBeNull();
    // A pruned ancestor is simply unknown now.
    const pruned = await server.client().auth.refreshSession({ refresh_token: presented[0]! });
    expect(pruned.error?.code).toBe('refresh_token_not_found');
  });

  it('deletes ended sessions (no live refresh token left) past the retention', async () => {
    const signIn = await server.client().auth.signInWithPassword({ email, password });
    const token = signIn.data.session!.access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      session_id: string;
    };
    await server.db.query('update auth.refresh_tokens set revoked = true where session_id = $1', [
      claims.session_id,
    ]);
    expect((await pruneAuthRecords(server.db)).sessions).toBe(0);
    await age('sessions', 'created_at', `id = '${claims.session_id}'`);
    await age('refresh_tokens', 'updated_at', `session_id = '${claims.session_id}'`);
    const counts = await pruneAuthRecords(server.db);
    expect(counts.sessions).toBe(1);
    expect(await count(`from auth.sessions where id = '${claims.session_id}'`)).toBe(0);
    // Live sessions stay.
    expect(await count('from auth.sessions')).toBeGreaterThan(0);
  });

  it('deletes email tokens expired longer than the retention', async () => {
    await server.client().auth.resetPasswordForEmail(email);
    expect(await count('from auth.one_time_tokens')).toBe(1);
    await server.db.query("update auth.one_time_tokens set expires_at = now() - interval '1 hour'");
    expect((await pruneAuthRecords(server.db)).oneTimeTokens).toBe(0);
    await age('one_time_tokens', 'expires_at');
    expect((await pruneAuthRecords(server.db)).oneTimeTokens).toBe(1);
    expect(await count('from auth.one_time_tokens')).toBe(0);
  });

  it('deletes PKCE flow states a day past the retention', async () => {
    // The previous test mailed a link within the minute; this one must send again.
    await server.db.query('update auth.users set recovery_sent_at = null');
    await server.client({ flowType: 'pkce' }).auth.resetPasswordForEmail(email);
    expect(await count('from auth.flow_state')).toBe(1);
    await age('flow_state', 'created_at');
    expect((await pruneAuthRecords(server.db)).flowStates).toBe(0);
    await server.db.query("update auth.flow_state set created_at = created_at - interval '1 day'");
    expect((await pruneAuthRecords(server.db)).flowStates).toBe(1);
    expect(await count('from auth.flow_state')).toBe(0);
  });
});
