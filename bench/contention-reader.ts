/**
 * The costly reader of `npm run bench -- contention`, in a process of its
 * own (as an attacker is): `loops` loops, each a member of its own (token
 * and client address), send the read they are given as fast as the server
 * answers, until the parent says 'stop'; then it sends back the statuses it
 * counted.
 */

export interface ReaderSetup {
  url: string;
  anonKey: string;
  /** One access token per loop. */
  tokens: string[];
  /** Path and query after /rest/v1/. */
  read: string;
}

export type ReaderCounts = Record<string, number>;

async function loop(
  setup: ReaderSetup,
  index: number,
  counts: ReaderCounts,
  running: () => boolean,
) {
  while (running()) {
    const response = await fetch(`${setup.url}/rest/v1/${setup.read}`, {
      headers: {
        apikey: setup.anonKey,
        Authorization: `Bearer ${setup.tokens[index]}`,
        'X-Forwarded-For': `10.60.${index % 250}.1`,
      },
    });
    await response.arrayBuffer();
    counts[response.status] = (counts[response.status] ?? 0) + 1;
  }
}

process.once('message', (setup: ReaderSetup) => {
  let running = true;
  const counts: ReaderCounts = {};
  const loops = setup.tokens.map((_, index) => loop(setup, index, counts, () => running));
  process.once('message', () => {
    running = false;
    void Promise.all(loops).then(() => process.send!(counts, () => process.exit(0)));
  });
  process.send!('started');
});
