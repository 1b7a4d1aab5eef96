import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNetwork } from '../../server/http/client-network.ts';
import { ipHash } from '../../server/http/ip-hash.ts';
import { dailyImageQuota, imageByteQuota } from '../../server/images/media-limits.ts';
import {
  startStorageServer,
  type StorageTestServer,
} from '../../server/storage/test/storage-fixture.ts';

/**
 * Uploads to /storage/v1 count against the day's upload allowance of images
 * (server/storage/upload-quota.ts): an anonymous sender by client network,
 * where every address of an IPv6 /64 is the same network (TRUST_PROXY=loopback,
 * X-Forwarded-For), a member by account from any network, one allowance with
 * /media. Refusals are in storage-api's shape; the service role is not counted.
 * PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
let t: StorageTestServer;

beforeAll(async () => {
  t = await startStorageServer({ TRUST_PROXY: 'loopback' });
  // A drop box anyone may put files in (a form's attachments): the anonymous sender's way in.
  await t.server.db.exec(`
    insert into storage.buckets (id, name, public) values ('drop-box', 'drop-box', false);
    create policy "anyone drops" on storage.objects for insert to anon with check (bucket_id = 'drop-box');`);
});
afterAll(async () => {
  await t?.server.close();
});

/** A /64 of the abuser's, different on every call; each `next()` a new address in it. */
function network() {
  const part = () => Math.floor(Math.random() * 0xffff).toString(16);
  const prefix = `2001:db8:${part()}:${part()}`;
  let host = 0;
  const next = () => {
    host += 1;
    return `${prefix}:${part()}:${part()}:${part()}:${host.toString(16)}`;
  };
  return { next, hash: ipHash(clientNetwork(`${prefix}::1`, 64), t.server.jwtSecret) };
}

let files = 0;
async function upload(
  from: string,
  body: string | Buffer | ReadableStream = 'a file',
  options: { token?: string | null; path?: string } = {},
) {
  files += 1;
  const name = options.path ?? `drop-box/file-${files}.txt`;
  const response = await fetch(`${t.server.url}/storage/v1/object/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      'X-Forwarded-For': from,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.token === undefined ? { apikey: t.server.keys.anonKey } : {}),
    },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** Uploads counted earlier for a network or an account, as the server's ledger holds them. */
async function earlierUploads(
  owner: { hash: string; accountId?: string },
  bytes: number,
  age = '1 minute',
) {
  await t.server.db.query(
    `insert into storage.counted_uploads (uploader_id, uploader_ip_hash, bytes, created_at)
     values ($1, $2, $3, now() - $4::interval)`,
    [owner.accountId ?? null, owner.hash, bytes, age],
  );
}

const quotaFull = (what: 'files' | 'bytes') => ({
  status: 429,
  body: {
    statusCode: '429',
    code: 'SlowDown',
    error: 'Too Many Requests',
    message: `Today's upload allowance is used up: too many ${what}. Please try again tomorrow.`,
  },
});

describe('an anonymous /64', () => {
  it('gets the day’s count of files once, whatever address of the /64 it comes from', async () => {
    const abuser = network();
    for (let n = 0; n < dailyImageQuota.anonymousAddress; n += 1) {
      expect((await upload(abuser.next())).status).toBe(200);
    }
    expect(await upload(abuser.next())).toEqual(quotaFull('files'));
    expect(await upload(abuser.next())).toEqual(quotaFull('files'));
    // Another network is served; so is the server's own key from the abuser's network.
    expect((await upload(network().next())).status).toBe(200);
    expect(
      (await upload(abuser.next(), 'by the server', { token: t.server.keys.serviceRoleKey }))
        .status,
    ).toBe(200);
  });

  it('gets the day’s bytes once: an announced or a streamed body past them is refused and not kept', async () => {
    const abuser = network();
    await earlierUploads(abuser, imageByteQuota.anonymousNetworkPerDay - 100);
    const before = await storedCount();
    // More than is left, announced: refused before reading, with the allowance as the reason.
    expect(await upload(abuser.next(), 'x'.repeat(101))).toEqual(quotaFull('bytes'));
    // Streamed with no length: cut where the allowance ends, nothing kept.
    expect(await upload(abuser.next(), chunked(150))).toEqual(quotaFull('bytes'));
    expect(await storedCount()).toBe(before);
    // What fits is kept, and counted as stored: 60 bytes, then 40 more, then nothing.
    expect((await upload(abuser.next(), 'y'.repeat(60))).status).toBe(200);
    expect((await upload(abuser.next(), chunked(40))).status).toBe(200);
    expect(await upload(abuser.next(), 'z')).toEqual(quotaFull('bytes'));
    expect(await ledgerBytes(abuser.hash)).toBe(imageByteQuota.anonymousNetworkPerDay);
    expect((await upload(network().next(), 'x'.repeat(101))).status).toBe(200);
  });

  it('shares the allowance with photos kept through /media', async () => {
    const abuser = network();
    await t.server.db.query(
      `insert into public.images (id, width, height, placeholder, stored_bytes, uploader_ip_hash)
       values (md5(random()::text), 10, 10, 'data:image/webp;base64,AAAA', $1, $2)`,
      [imageByteQuota.anonymousNetworkPerDay, abuser.hash],
    );
    expect(await upload(abuser.next())).toEqual(quotaFull('bytes'));
  });

  it('counts yesterday’s uploads no more, and not an upload the policies refused', async () => {
    const abuser = network();
    await earlierUploads(abuser, imageByteQuota.anonymousNetworkPerDay, '25 hours');
    expect((await upload(abuser.next())).status).toBe(200);
    // Not allowed in private-files: refused by RLS, its reservation given back.
    const refused = await upload(abuser.next(), 'x', { path: 'private-files/nobody/x.txt' });
    expect(refused.body.message).toBe('new row violates row-level security policy');
    expect(await ledgerBytes(abuser.hash)).toBe('a file'.length);
  });
});

describe('a member', () => {
  it('is counted by account from any network, signed upload URLs of theirs included', async () => {
    const member = t.owner;
    await earlierUploads(
      { hash: network().hash, accountId: member.userId! },
      imageByteQuota.accountPerDay - 10,
    );
    const own = `private-files/${member.userId}`;
    expect(
      (
        await upload(network().next(), '0123456789', {
          token: member.accessToken,
          path: `${own}/a.txt`,
        })
      ).status,
    ).toBe(200);
    expect(
      await upload(network().next(), 'more', { token: member.accessToken, path: `${own}/b.txt` }),
    ).toEqual(quotaFull('bytes'));
    // A signed upload URL the member made is counted against the member, whoever sends to it.
    const signed = await member.client.storage
      .from('private-files')
      .createSignedUploadUrl(`${member.userId}/signed.txt`);
    const put = await fetch(signed.data!.signedUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': network().next() },
      body: 'via the signed URL',
    });
    expect([put.status, ((await put.json()) as { code: string }).code]).toEqual([429, 'SlowDown']);
    // Another member is not.
    const other = `private-files/${t.other.userId}/c.txt`;
    expect(
      (await upload(network().next(), 'mine', { token: t.other.accessToken, path: other })).status,
    ).toBe(200);
  });

  it('counts a copy as an upload: a copy past the allowance is refused and not kept', async () => {
    const member = t.owner;
    const service = t.server.serviceClient().storage.from('private-files');
    // A file put there by the server (not counted), then copied by the member.
    await service.upload(`${member.userId}/big.bin`, Buffer.alloc(4000, 1), {
      contentType: 'application/octet-stream',
    });
    const files = member.client.storage.from('private-files');
    // The member's day is nearly used up (the test before), so the copy of 4000 bytes is refused.
    const refused = await files.copy(`${member.userId}/big.bin`, `${member.userId}/copy-1.bin`);
    expect(refused.error?.message).toMatch(/^Today's upload allowance is used up: too many bytes/);
    const { data } = await files.list(member.userId!);
    expect(data!.map((f) => f.name)).not.toContain('copy-1.bin');
  });

  it('counts the objects a member owns in their bytes in all', async () => {
    const member = t.other;
    await t.server.db.query(
      `insert into storage.objects (bucket_id, name, owner_id, metadata)
       values ('private-files', $1 || '/hoard.bin', $1, jsonb_build_object('size', $2::bigint))`,
      [member.userId, imageByteQuota.accountInAll],
    );
    expect(
      await upload(network().next(), 'x', {
        token: member.accessToken,
        path: `private-files/${member.userId}/d.txt`,
      }),
    ).toEqual(quotaFull('bytes'));
  });
});

function chunked(bytes: number): ReadableStream {
  return Readable.toWeb(Readable.from([Buffer.alloc(bytes, 'c')])) as ReadableStream;
}

async function storedCount(): Promise<number> {
  const { rows } = await t.server.db.query<{ n: number }>(
    `select count(*)::int as n from storage.objects where bucket_id = 'drop-box'`,
  );
  return rows[0]!.n;
}

async function ledgerBytes(hash: string): Promise<number> {
  const { rows } = await t.server.db.query<{ bytes: string }>(
    `select coalesce(sum(bytes), 0)::text as bytes from storage.counted_uploads
      where uploader_ip_hash = $1 and uploader_id is null and created_at > now() - interval '1 day'`,
    [hash],
  );
  return Number(rows[0]!.bytes);
}
