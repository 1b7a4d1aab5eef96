import { randomUUID } from 'node:crypto';

/**
 * The abuser of `npm run bench -- contention`, in a process of its own (as
 * an attacker is), so that its HTTP client never shares the server's event
 * loop. Started with fork(); its loops send the largest writes the limits
 * allow until the parent says 'stop', then it sends back what it counted.
 *
 * - anonymous: one creator per POST, the body just under the anonymous cap,
 *   each request from another client address (X-Forwarded-For, the server
 *   trusts loopback), so the per-address limit never stops it;
 * - signed in: ten creators per POST, the body just under the signed-in
 *   cap, rotating over confirmed accounts and addresses so that neither the
 *   per-account nor the per-address limit stops it.
 * The biographies are random letters: text that does not compress.
 */

export interface AbuserSetup {
  url: string;
  anonKey: string;
  /** Access tokens of confirmed accounts. */
  tokens: string[];
  anonLoops: number;
  userLoops: number;
  maxBody: { anon: number; authenticated: number };
  maxRows: number;
}

export interface AbuserCounts {
  anon: Record<string, number>;
  authenticated: Record<string, number>;
}

const letters = 'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomText(length: number): string {
  let text = '';
  for (let n = 0; n < length; n += 1) text += letters[Math.floor(Math.random() * letters.length)];
  return text;
}

/** `rows` creator rows whose JSON is just under `maxBody` characters. */
function body(rows: number, maxBody: number): string {
  const row = (bio: string) => ({
    id: randomUUID(),
    name_eng: 'Abuse',
    long_bio_eng: bio,
    status: 'pending_review',
  });
  const overhead = JSON.stringify(Array.from({ length: rows }, () => row(''))).length;
  const bioLength = Math.floor((maxBody - overhead - 100) / rows);
  const list = Array.from({ length: rows }, () => row(randomText(bioLength)));
  return JSON.stringify(rows === 1 ? list[0] : list);
}

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.${100 + (address % 100)}.${Math.floor(address / 100) % 250}.${(address % 250) + 1}`;
}

async function loop(
  setup: AbuserSetup,
  role: 'anon' | 'authenticated',
  counts: Record<string, number>,
  running: () => boolean,
) {
  let account = 0;
  while (running()) {
    const token = role === 'anon' ? setup.anonKey : setup.tokens[account++ % setup.tokens.length]!;
    const response = await fetch(`${setup.url}/rest/v1/creators`, {
      method: 'POST',
      headers: {
        apikey: setup.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        'X-Forwarded-For': nextAddress(),
      },
      body: body(role === 'anon' ? 1 : setup.maxRows, setup.maxBody[role]),
    });
    await response.arrayBuffer();
    counts[response.status] = (counts[response.status] ?? 0) + 1;
  }
}

process.once('message', (setup: AbuserSetup) => {
  let running = true;
  const counts: AbuserCounts = { anon: {}, authenticated: {} };
  const loops = [
    ...Array.from({ length: setup.anonLoops }, () =>
      loop(setup, 'anon', counts.anon, () => running),
    ),
    ...Array.from({ length: setup.userLoops }, () =>
      loop(setup, 'authenticated', counts.authenticated, () => running),
    ),
  ];
  process.once('message', () => {
    running = false;
    void Promise.all(loops).then(() => process.send!(counts, () => process.exit(0)));
  });
  process.send!('started');
});
