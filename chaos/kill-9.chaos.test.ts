import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../server/test/child-server.ts';
import {
  type Account,
  eventSubmission,
  newSecrets,
  preparePgliteDataDir,
  type Secrets,
  signIn,
  sleep,
} from './chaos-fixtures.ts';
import { chaosPorts, chaosSettings } from './chaos-settings.ts';
import { recordFigure } from './figures.ts';

/**
 * `kill -9` of the server on embedded PGlite in the middle of a stream of
 * writes. Every write the server acknowledged (201) must be there after a
 * restart, and the database must open cleanly.
 */

const scenario = 'kill -9 on PGlite';
const writers = 4;

let secrets: Secrets;
let accounts: Account[];
let dataDir: string;
let server: ChildServer | undefined;

beforeAll(async () => {
  secrets = await newSecrets();
  ({ dataDir, accounts } = await preparePgliteDataDir(1, 'kill9'));
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const start = () =>
  startChildServer(chaosPorts.kill9, {
    DATA_DIR: dataDir,
    JWT_SECRET: secrets.jwtSecret,
    // One account writing as fast as it can: the /rest/v1 limits are not what this measures.
    REST_RATE_LIMIT_MULTIPLIER: '1000',
  });

/** Writes events one after another until stopped; returns the ids the server acknowledged. */
function writeStream(url: string, accessToken: string) {
  const acknowledged: string[] = [];
  let attempted = 0;
  let running = true;
  const writer = async () => {
    while (running) {
      const id = randomUUID();
      attempted += 1;
      try {
        const response = await fetch(`${url}/rest/v1/events`, {
          method: 'POST',
          headers: {
            apikey: secrets.keys.anonKey,
            Authorization: `Bearer ${accessToken}`,
            'Content-Type': 'application/json',
            Prefer: 'return=minimal',
          },
          body: JSON.stringify({ id, ...eventSubmission(`Durable write ${id}`) }),
        });
        await response.arrayBuffer();
        if (response.status === 201) acknowledged.push(id);
      } catch {
        // The server died mid-request: this write was never acknowledged.
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, writer));
  return {
    acknowledged,
    attempted: () => attempted,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function storedIds(url: string, ids: string[]) {
  const found = new Set<string>();
  for (let index = 0; index < ids.length; index += 100) {
    const chunk = ids.slice(index, index + 100);
    const response = await fetch(`${url}/rest/v1/events?select=id&id=in.(${chunk.join(',')})`, {
      headers: {
        apikey: secrets.keys.serviceRoleKey,
        Authorization: `Bearer ${secrets.keys.serviceRoleKey}`,
      },
    });
    if (response.status !== 200) throw new Error(`read back answered ${response.status}`);
    for (const row of (await response.json()) as { id: string }[]) found.add(row.id);
  }
  return found;
}

it('keeps every acknowledged write through kill -9 and opens cleanly', async () => {
  server = await start();
  const { accessToken } = await signIn(server.url, secrets.keys, accounts[0]!);
  const stream = writeStream(server.url, accessToken);
  await sleep(chaosSettings.writeSeconds * 1000);
  console.log(`kill -9: ${stream.acknowledged.length} writes acknowledged, killing the server`);
  const killed = server;
  await killed.kill();
  await stream.stop();
  const acknowledged = [...stream.acknowledged];

  const restartStarted = Date.now();
  server = await start();
  const reopenSeconds = (Date.now() - restartStarted) / 1000;
  const found = await storedIds(server.url, acknowledged);
  const missing = acknowledged.filter((id) => !found.has(id));

  recordFigure(scenario, 'writes attempted', String(stream.attempted()));
  recordFigure(scenario, 'writes acknowledged', String(acknowledged.length));
  recordFigure(scenario, 'acknowledged writes missing', String(missing.length), '0');
  recordFigure(scenario, 'reopen after kill -9', `${reopenSeconds.toFixed(1)} s, ready 200`);

  expect(killed.process.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(missing).toEqual([]);
  expect(server.output()).not.toMatch(/"level":"error"/);
});
