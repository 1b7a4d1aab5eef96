import { fork, type Serializable } from 'node:child_process';
import type { startServer } from '../server/start-server.ts';

type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * What the contention benches share: confirmed accounts to attack with, and
 * the attackers' own process (contention-abuser.ts, contention-reader.ts),
 * which keeps their load off the server's event loop.
 */

/**
 * `count` confirmed accounts made through the admin API, each signed in from
 * an address of its own in `10.<network>.n.1`; their access tokens.
 */
export async function signedInAccounts(
  server: Server,
  count: number,
  { name, network }: { name: string; network: number },
): Promise<string[]> {
  const service = {
    apikey: server.keys.serviceRoleKey,
    Authorization: `Bearer ${server.keys.serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const tokens: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const credentials = {
      email: `${name}-${n}@example.org`,
      password: `${name}-${n}-correct-horse`,
    };
    const made = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ ...credentials, email_confirm: true }),
    });
    if (made.status !== 200) throw new Error(`making an account answered ${made.status}`);
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        'Content-Type': 'application/json',
        'X-Forwarded-For': `10.${network}.${n % 250}.1`,
      },
      body: JSON.stringify(credentials),
    });
    const session = (await signIn.json()) as { access_token?: string };
    if (!session.access_token) throw new Error(`signing in answered ${signIn.status}`);
    tokens.push(session.access_token);
  }
  return tokens;
}

/**
 * A bench's load in a child process (`script`, beside this file): `start`
 * sends it its setup and waits until it runs, `stop` asks for its counts.
 */
export function startChild<Setup extends Serializable, Counts>(script: string) {
  const child = fork(new URL(script, import.meta.url), { execArgv: ['--import', 'tsx'] });
  const next = () => new Promise<unknown>((resolve) => child.once('message', resolve));
  return {
    async start(setup: Setup) {
      const started = next();
      child.send(setup);
      await started;
    },
    async stop(): Promise<Counts> {
      const counts = next();
      child.send('stop');
      return (await counts) as Counts;
    },
  };
}
