import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../server/test/child-server.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../server/test/smtp-receiver.ts';
import {
  createPostgresDatabase,
  newSecrets,
  type Secrets,
  sharedPostgresUrl,
  sleep,
} from './chaos-fixtures.ts';
import { chaosPorts, chaosSettings } from './chaos-settings.ts';
import { recordFigure } from './figures.ts';
import { deliveries, signUpBurst } from './mail-burst.ts';

/**
 * The SMTP receiver is down while a burst of emails is queued, then comes
 * back: every queued email arrives, and exactly once.
 */

const scenario = 'SMTP down, then up';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let server: ChildServer;
let secrets: Secrets;
let receiver: SmtpReceiver | undefined;

beforeAll(async () => {
  secrets = await newSecrets();
  database = await createPostgresDatabase(sharedPostgresUrl);
  server = await startChildServer(chaosPorts.smtpOutage, {
    DATABASE_URL: database.url,
    JWT_SECRET: secrets.jwtSecret,
    SMTP_URL: `smtp://127.0.0.1:${chaosPorts.smtp}`,
    TRUST_PROXY: 'loopback',
  });
});

afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  await database?.drop();
});

async function outboxStatuses() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from public.mail_outbox group by status order by status',
    );
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  } finally {
    await client.end();
  }
}

it('delivers every email queued while SMTP was down, exactly once', async () => {
  const count = chaosSettings.mailBurst;
  const downSince = Date.now();
  console.log(`SMTP down: queueing ${count} emails`);
  const addresses = await signUpBurst([server.url], secrets, count, 'smtp-outage');
  const remaining = chaosSettings.smtpDownMs - (Date.now() - downSince);
  if (remaining > 0) await sleep(remaining);
  const whileDown = await outboxStatuses();
  console.log('SMTP up again', whileDown);
  receiver = await startSmtpReceiver(chaosPorts.smtp);
  const upAt = Date.now();

  const result = await deliveries(receiver, addresses, 120_000);
  const lastArrival = Date.now() - upAt;
  const after = await outboxStatuses();

  recordFigure(scenario, 'SMTP down for', `${((upAt - downSince) / 1000).toFixed(1)} s`);
  recordFigure(scenario, 'emails queued', String(count));
  recordFigure(scenario, 'delivered', String(result.delivered), String(count));
  recordFigure(scenario, 'duplicates', String(result.duplicated.length), '0');
  recordFigure(
    scenario,
    'checked after SMTP up',
    `${(lastArrival / 1000).toFixed(1)} s (incl. 3 s watching for duplicates)`,
  );
  recordFigure(scenario, 'outbox after', JSON.stringify(after), `{"sent":${count}}`);

  expect(whileDown.sent ?? 0).toBe(0);
  expect(result.missing).toEqual([]);
  expect(result.duplicated).toEqual([]);
  expect(result.messages).toBe(count);
  expect(after).toEqual({ sent: count });
});
