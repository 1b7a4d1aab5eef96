import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNetwork } from '../../server/http/client-network.ts';
import { ipHash } from '../../server/http/ip-hash.ts';
import {
  dailyImageQuota,
  imageByteQuota,
  uploadRateLimit,
} from '../../server/images/media-limits.ts';
import { startTestServer, type TestServer } from '../../server/test/test-server.ts';
import { signUpAndIn } from '../security-server.ts';

/**
 * Uploads to /media tried as an abuser who holds an IPv6 /64 would: every
 * request from a new address of it (TRUST_PROXY=loopback, X-Forwarded-For).
 * The rate limit, the day's count and the day's bytes all count the /64 as
 * one client; a member is counted by account, bytes in all included. A
 * client on another network is served throughout. PGlite, or PostgreSQL
 * with TEST_DATABASE_URL.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback', AUTH_AUTOCONFIRM: 'true' });
});
afterAll(() => server?.close());

/** A /64 of the abuser's, different on every run; each call a new address in it. */
function network() {
  const part = () => Math.floor(Math.random() * 0xffff).toString(16);
  const prefix = `2001:db8:${part()}:${part()}`;
  let host = 0;
  const next = () => {
    host += 1;
    return `${prefix}:${part()}:${part()}:${part()}:${host.toString(16)}`;
  };
  return { next, key: clientNetwork(`${prefix}::1`, 64) };
}

let colour = 0;
/** A small real image, different every time (the same bytes would be stored once). */
function distinctImage() {
  colour += 1;
  return sharp({
    create: {
      width: 32,
      height: 32,
      channels: 3,
      background: { r: colour % 256, g: Math.floor(colour / 256) % 256, b: 77 },
    },
  })
    .png()
    .toBuffer();
}

async function upload(body: Buffer | string, from: string, token?: string) {
  const response = await fetch(`${server.url}/media`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      'X-Forwarded-For': from,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  const { code } = (await response.json()) as { code?: string };
  return { status: response.status, code };
}

/** Earlier images of a sender, as the database owner writes them (bytes counted, no work). */
async function earlierImages(
  owner: { addressHash?: string; accountId?: string },
  bytes: number,
  age = '1 minute',
) {
  const id = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  await server.db.query(
    `insert into public.images (id, width, height, placeholder, stored_bytes, uploader_id, uploader_ip_hash, created_at)
     values ($1, 10, 10, 'data:image/webp;base64,AAAA', $2, $3, $4, now() - $5::interval)`,
    [id, bytes, owner.accountId ?? null, owner.addressHash ?? null, age],
  );
}

describe('an upload flood from one /64', () => {
  it('is rate-limited as one client, whatever address of the /64 it comes from', async () => {
    const abuser = network();
    const statuses: (number | undefined)[] = [];
    for (let n = 0; n < uploadRateLimit.limit + 3; n += 1) {
      // Not an image: refused after the limits were counted, with no pipeline work.
      statuses.push((await upload('not an image', abuser.next())).status);
    }
    expect(statuses.slice(0, uploadRateLimit.limit).every((s) => s === 415)).toBe(true);
    expect(statuses.slice(uploadRateLimit.limit)).toEqual([429, 429, 429]);
    expect((await upload('not an image', network().next())).status).toBe(415);
  });
});

describe('quotas of an anonymous /64', () => {
  it('stops the day’s count across the addresses of the /64', async () => {
    const abuser = network();
    for (let n = 0; n < dailyImageQuota.anonymousAddress; n += 1) {
      expect((await upload(await distinctImage(), abuser.next())).status).toBe(201);
    }
    expect(await upload(await distinctImage(), abuser.next())).toEqual({
      status: 429,
      code: 'image_quota',
    });
    expect((await upload(await distinctImage(), network().next())).status).toBe(201);
  });

  it('stops the day’s bytes across the addresses of the /64', async () => {
    const abuser = network();
    const addressHash = ipHash(abuser.key, server.jwtSecret);
    await earlierImages({ addressHash }, imageByteQuota.anonymousNetworkPerDay - 1);
    expect((await upload(await distinctImage(), abuser.next())).status).toBe(201);
    expect(await upload(await distinctImage(), abuser.next())).toEqual({
      status: 429,
      code: 'image_byte_quota',
    });
    expect((await upload(await distinctImage(), network().next())).status).toBe(201);
  });

  it('counts yesterday’s bytes no more', async () => {
    const abuser = network();
    const addressHash = ipHash(abuser.key, server.jwtSecret);
    await earlierImages({ addressHash }, imageByteQuota.anonymousNetworkPerDay, '25 hours');
    expect((await upload(await distinctImage(), abuser.next())).status).toBe(201);
  });
});

describe('quotas of a member', () => {
  it('counts the account’s bytes in all, from any network', async () => {
    const session = await signUpAndIn(server, `hoarder-${Date.now()}@example.org`);
    await earlierImages({ accountId: session.user.id }, imageByteQuota.accountInAll, '30 days');
    expect(await upload(await distinctImage(), network().next(), session.access_token)).toEqual({
      status: 429,
      code: 'image_byte_quota',
    });
    const other = await signUpAndIn(server, `other-${Date.now()}@example.org`);
    expect((await upload(await distinctImage(), network().next(), other.access_token)).status).toBe(
      201,
    );
  });
});
