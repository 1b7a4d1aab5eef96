import type { SmtpReceiver } from '../server/test/smtp-receiver.ts';
import type { Secrets } from './chaos-fixtures.ts';
import { sleep } from './chaos-fixtures.ts';

/** Sign-ups (each queues one confirmation email), spread over `urls`; returns the addresses. */
export async function signUpBurst(urls: string[], secrets: Secrets, count: number, prefix: string) {
  const addresses: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `${prefix}-${index}@example.com`;
    const response = await fetch(`${urls[index % urls.length]}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: secrets.keys.anonKey,
        'Content-Type': 'application/json',
        // Each sign-up from its own client address, as real ones are (TRUST_PROXY=loopback).
        'X-Forwarded-For': `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      },
      body: JSON.stringify({ email, password: `Burst-pass-${index}-q7` }),
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${body}`);
    addresses.push(email);
  }
  return addresses;
}

/** Waits until every address got a message (or the time is up), then a little more for duplicates. */
export async function deliveries(receiver: SmtpReceiver, addresses: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const countFor = () => {
    const counts = new Map<string, number>(addresses.map((address) => [address, 0]));
    for (const message of receiver.messages)
      for (const to of message.to) if (counts.has(to)) counts.set(to, counts.get(to)! + 1);
    return counts;
  };
  while (Date.now() < deadline && [...countFor().values()].some((count) => count === 0))
    await sleep(250);
  // A second send of the same message would come within a worker poll or two.
  await sleep(3_000);
  const counts = countFor();
  const values = [...counts.values()];
  return {
    delivered: values.filter((count) => count > 0).length,
    missing: [...counts].filter(([, count]) => count === 0).map(([address]) => address),
    duplicated: [...counts].filter(([, count]) => count > 1).map(([address]) => address),
    messages: values.reduce((sum, count) => sum + count, 0),
  };
}
