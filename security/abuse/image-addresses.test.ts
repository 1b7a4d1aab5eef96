import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../server/net/address-policy.ts';
import type { TestServer } from '../../server/test/test-server.ts';
import { rawRequest } from '../raw-http.ts';
import { startSecurityServer } from '../security-server.ts';

/**
 * An image given as an address (`POST /media/fetch`, what the forms send
 * when a member pastes a picture's URL) aimed at the server's own networks:
 * loopback, RFC 1918, link-local with the cloud metadata address, CGNAT,
 * unspecified, IPv6 unique-local and link-local, IPv4-mapped and
 * IPv4-compatible IPv6 (the latter let through until this suite), the odd
 * IPv4 notations, a name that resolves to loopback, and a public-looking
 * server that redirects to any of them; addresses that are no web address
 * at all (other schemes, credentials, over-long); and a body of megabytes
 * (read whole before this suite). Before issue 35 content only linked
 * external images and the server fetched nothing.
 *
 * Canary servers listen on 127.0.0.1 and ::1 and count every request: they
 * must see none. The server runs the production address policy with two
 * test widenings: any port (the canaries' ports are not 80), and 127.0.0.2
 * stands for a public host (the redirector), so a redirect is followed and
 * its target checked again.
 */
let server: TestServer;
let canaryHits: string[] = [];
let canary4: Server;
let canary6: Server | undefined;
let redirector: Server;
let redirectorHits: string[] = [];
let redirectTo = '';
let photo: Buffer;
const ports = { v4: 0, v6: 0, redirector: 0 };

const publicStandIn = '127.0.0.2';

function listen(target: Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    target.once('error', reject);
    target.listen(0, host, () => resolve((target.address() as AddressInfo).port));
  });
}

function countingCanary() {
  return createServer((req, res) => {
    canaryHits.push(`${req.headers.host}${req.url}`);
    res.end('secret of the internal network');
  });
}

beforeAll(async () => {
  photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  canary4 = countingCanary();
  ports.v4 = await listen(canary4, '127.0.0.1');
  // A machine without IPv6 loopback still runs every case; the ::1 ones then reach nothing.
  const v6 = countingCanary();
  ports.v6 = await listen(v6, '::1').then(
    (port) => {
      canary6 = v6;
      return port;
    },
    () => ports.v4,
  );
  redirector = createServer((req, res) => {
    redirectorHits.push(req.url ?? '');
    if (req.url === '/photo.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(photo);
    else if (req.url === '/to-photo') res.writeHead(302, { location: '/photo.png' }).end();
    else res.writeHead(302, { location: redirectTo }).end();
  });
  ports.redirector = await listen(redirector, publicStandIn);
  server = await startSecurityServer(
    { TRUST_PROXY: 'loopback' },
    {
      mediaFetch: {
        allowAnyPort: true,
        allowAddress: (address) => address === publicStandIn || isPublicAddress(address),
      },
    },
  );
});
afterAll(async () => {
  await server?.close();
  for (const s of [canary4, canary6, redirector]) {
    await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
  }
});
beforeEach(() => {
  canaryHits = [];
  redirectorHits = [];
});

/** A new client network per request, so the upload rate limit never answers first. */
let sender = 0;
function nextSender() {
  sender += 1;
  return `2001:db8:35:${sender.toString(16)}::7`;
}

const fill = (template: string) =>
  template
    .replaceAll('V4PORT', String(ports.v4))
    .replaceAll('V6PORT', String(ports.v6))
    .replaceAll('REDIRECTOR', `${publicStandIn}:${ports.redirector}`);

async function keepAddress(url: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}/media/fetch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextSender() },
    body: JSON.stringify({ url }),
  });
  const body = (await response.json()) as { code?: string; message?: string; path?: string };
  return { status: response.status, ...body, ms: performance.now() - started };
}

async function imageCount(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    'select count(*)::int as n from public.images',
  );
  return rows[0]!.n;
}

describe('the canaries and the redirector', () => {
  it('answer a direct request, so zero hits means nothing was sent', async () => {
    expect((await fetch(`http://127.0.0.1:${ports.v4}/`)).status).toBe(200);
    expect(canaryHits).toHaveLength(1);
    const kept = await keepAddress(fill('http://REDIRECTOR/to-photo'));
    expect(kept.status).toBe(201);
    expect(kept.path).toMatch(/^\/media\/[0-9a-f]{32}\//);
    expect(redirectorHits).toEqual(['/to-photo', '/photo.png']);
  });
});

describe('an address on a private network', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:V4PORT/'],
    ['another loopback address', 'http://127.9.9.9:V4PORT/'],
    ['loopback, short form', 'http://127.1:V4PORT/'],
    ['loopback, decimal', 'http://2130706433:V4PORT/'],
    ['loopback, octal', 'http://0177.0.0.1:V4PORT/'],
    ['loopback, hex', 'http://0x7f.1:V4PORT/'],
    ['loopback, one hex number', 'http://0x7f000001:V4PORT/'],
    ['a name for loopback', 'http://localhost:V4PORT/'],
    ['unspecified IPv4 (reaches this host)', 'http://0.0.0.0:V4PORT/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:V4PORT/'],
    ['IPv4-mapped loopback, hex', 'http://[::ffff:7f00:1]:V4PORT/'],
    ['IPv6 loopback', 'http://[::1]:V6PORT/'],
    ['unspecified IPv6', 'http://[::]:V6PORT/'],
    ['RFC 1918 10/8', 'http://10.0.0.1/'],
    ['RFC 1918 172.16/12', 'http://172.16.5.4/'],
    ['RFC 1918 192.168/16', 'http://192.168.1.1/'],
    ['link-local metadata', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['link-local metadata, decimal', 'http://2852039166/latest/meta-data/'],
    ['IPv4-mapped metadata', 'http://[::ffff:169.254.169.254]/latest/meta-data/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['carrier-grade NAT, top', 'http://100.127.255.254/'],
    ['IPv6 unique-local', 'http://[fc00::1]/'],
    ['IPv6 unique-local metadata', 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv4-compatible loopback', 'http://[::127.0.0.1]:V6PORT/'],
    ['IPv4-compatible metadata', 'http://[::a9fe:a9fe]/latest/meta-data/'],
    ['NAT64 loopback', 'http://[64:ff9b::7f00:1]/'],
    ['6to4 loopback', 'http://[2002:7f00:1::]/'],
  ])('refuses %s (%s) before connecting', async (_name, template) => {
    const before = await imageCount();
    const answer = await keepAddress(fill(template));
    expect({ status: answer.status, code: answer.code }).toEqual({
      status: 422,
      code: 'fetch_blocked_address',
    });
    expect(answer.message).toBe('The image could not be fetched from that address.');
    expect(canaryHits).toEqual([]);
    expect(await imageCount()).toBe(before);
  });
});

describe('a public-looking server that redirects', () => {
  it.each([
    'http://127.0.0.1:V4PORT/',
    `//127.0.0.1:V4PORT/`,
    'http://localhost:V4PORT/',
    'http://2130706433:V4PORT/',
    'http://0x7f.1:V4PORT/',
    'http://[::ffff:127.0.0.1]:V4PORT/',
    'http://[::1]:V6PORT/',
    'http://[::127.0.0.1]:V4PORT/',
    'http://0.0.0.0:V4PORT/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://[fd00:ec2::254]/',
  ])('has the redirect to %s checked again and refused', async (target) => {
    redirectTo = fill(target);
    const answer = await keepAddress(fill('http://REDIRECTOR/start'));
    expect({ status: answer.status, code: answer.code }).toEqual({
      status: 422,
      code: 'fetch_blocked_address',
    });
    expect(redirectorHits).toEqual(['/start']);
    expect(canaryHits).toEqual([]);
  });

  it('refuses a redirect to another scheme', async () => {
    redirectTo = 'file:///etc/passwd';
    const answer = await keepAddress(fill('http://REDIRECTOR/start'));
    expect([answer.status, answer.code]).toEqual([422, 'fetch_bad_url']);
  });
});

describe('what is no web address', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://REDIRECTOR/photo.png',
    'gopher://REDIRECTOR/_GET%20/photo.png',
    `data:image/png;base64,${'iVBORw0KGgo'}`,
    'javascript:alert(1)',
    'http://user:secret@REDIRECTOR/photo.png',
    'http://user@REDIRECTOR/photo.png',
    'https://:secret@REDIRECTOR/photo.png',
    'not a url at all',
    'http://',
  ])('refuses %s without a request', async (template) => {
    const answer = await keepAddress(fill(template));
    expect([answer.status, answer.code]).toEqual([422, 'fetch_bad_url']);
    expect(redirectorHits).toEqual([]);
  });

  it.each([
    ['an over-long address', () => fill(`http://REDIRECTOR/photo.png?${'a'.repeat(2000)}`)],
    ['a number', () => 2130706433],
    ['no address', () => undefined],
    ['a list of addresses', () => ['http://127.0.0.1/']],
  ])('answers 400 bad_url to %s', async (_name, url) => {
    const response = await fetch(`${server.url}/media/fetch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextSender() },
      body: JSON.stringify({ url: url() }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('bad_url');
    expect(redirectorHits).toEqual([]);
  });
});

describe('a body that is no address', () => {
  it('is refused 413 before it is read, whatever address it starts with', async () => {
    // Until this suite the whole body was read and parsed first: 300 MB took 15 s and 1.8 GB.
    const body = Buffer.alloc(8 * 1024 * 1024, 0x78);
    body.write('{"url": "http://10.0.0.1/", "pad": "');
    body.write('"}', body.length - 2);
    const answer = await rawRequest(server.url, '/media/fetch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextSender() },
      body,
    });
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as { code: string }).code).toBe('payload_too_large');
  });
});
