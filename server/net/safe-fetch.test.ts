import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.ts';
import {
  safeFetch,
  SafeFetchError,
  type SafeFetchFailure,
  type SafeFetchOptions,
} from './safe-fetch.ts';

/** A local server standing for "somewhere on the internet", and for the private targets. */
let server: Server;
let port: number;
let seen: string[] = [];
let route: (req: IncomingMessage, res: ServerResponse) => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.headers.host}${req.url}`);
    route(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  route = (_req, res) => res.end('ok');
});

/** As the server's default policy sees it, except for one port. */
const strict = (): SafeFetchOptions => ({
  maxBytes: 1024 * 1024,
  timeoutMs: 2000,
  allowAnyPort: true,
});
/** 127.0.0.1 stands for a public host; everything else is judged as in production. */
const publicLoopback = (): SafeFetchOptions => ({
  ...strict(),
  allowAddress: (a) => a === '127.0.0.1' || isPublicAddress(a),
});

async function failure(url: string, options: SafeFetchOptions): Promise<SafeFetchFailure> {
  const error: unknown = await safeFetch(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof SafeFetchError))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error.reason;
}

describe('safeFetch: addresses that reach private networks', () => {
  it.each([
    'http://127.0.0.1:PORT/',
    'http://localhost:PORT/',
    'http://2130706433:PORT/', // decimal
    'http://0x7f000001:PORT/', // hex
    'http://0177.0.0.1:PORT/', // octal
    'http://0x7f.1:PORT/', // mixed short form
    'http://127.1:PORT/', // short form
    'http://[::1]:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/', // IPv4-mapped
    'http://[::ffff:7f00:1]:PORT/',
    'http://0.0.0.0:PORT/', // unspecified reaches the local host on Linux
    'http://[::]:PORT/',
  ])('refuses %s before connecting', async (template) => {
    const url = template.replace('PORT', String(port));
    expect(await failure(url, strict())).toBe('blocked_address');
    expect(seen).toEqual([]);
  });

  it.each([
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://100.64.0.1/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://224.0.0.1/',
    'http://[64:ff9b::a9fe:a9fe]/', // NAT64 form of the metadata address
  ])('refuses %s', async (url) => {
    expect(await failure(url, strict())).toBe('blocked_address');
  });

  it('refuses a name when any of its addresses is private (DNS rebinding with two answers)', async () => {
    const resolve = async () => ['93.184.216.34', '127.0.0.1'];
    expect(await failure('http://rebind.example/', { ...strict(), resolve })).toBe(
      'blocked_address',
    );
  });

  it('resolves once per hop and connects to the checked address, never resolving again', async () => {
    let calls = 0;
    const resolve = async () => {
      calls += 1;
      return calls === 1 ? ['127.0.0.1'] : ['10.0.0.1'];
    };
    const result = await safeFetch(`http://photos.example:${port}/a.jpg`, {
      ...publicLoopback(),
      resolve,
    });
    expect(result.body.toString()).toBe('ok');
    expect(calls).toBe(1);
    expect(seen).toEqual([`photos.example:${port}/a.jpg`]);
  });
});

describe('safeFetch: redirects', () => {
  it.each([
    'http://127.0.0.2:PORT/', // another loopback address
    'http://[::1]:PORT/',
    'http://0x7f000002:PORT/',
    'http://169.254.169.254/latest/meta-data/',
  ])('refuses a redirect to %s', async (target) => {
    route = (_req, res) =>
      res.writeHead(302, { location: target.replace('PORT', String(port)) }).end();
    expect(await failure(`http://127.0.0.1:${port}/start`, publicLoopback())).toBe(
      'blocked_address',
    );
    expect(seen).toEqual([`127.0.0.1:${port}/start`]);
  });

  it('refuses a redirect to another scheme', async () => {
    route = (_req, res) => res.writeHead(301, { location: 'file:///etc/passwd' }).end();
    expect(await failure(`http://127.0.0.1:${port}/`, publicLoopback())).toBe('bad_url');
  });

  it('follows up to three redirects and no more', async () => {
    route = (req, res) => {
      const n = Number(req.url!.slice(1));
      if (n > 0) res.writeHead(302, { location: `/${n - 1}` }).end();
      else res.end('arrived');
    };
    const ok = await safeFetch(`http://127.0.0.1:${port}/3`, publicLoopback());
    expect(ok.body.toString()).toBe('arrived');
    expect(ok.url).toBe(`http://127.0.0.1:${port}/0`);
    expect(await failure(`http://127.0.0.1:${port}/4`, publicLoopback())).toBe(
      'too_many_redirects',
    );
  });
});

describe('safeFetch: what it refuses to start', () => {
  it.each([
    ['ftp://example.com/a.jpg', 'another scheme'],
    ['file:///etc/passwd', 'a file'],
    ['data:image/png;base64,AAAA', 'a data URI'],
    ['javascript:alert(1)', 'script'],
    ['http://user:secret@example.com/', 'credentials'],
    ['http://example.com:8080/', 'a non-default port'],
    ['not a url', 'not a URL'],
  ])('refuses %s (%s)', async (url) => {
    expect(await failure(url, { maxBytes: 1024, timeoutMs: 1000 })).toBe('bad_url');
  });
});

describe('safeFetch: time and size limits', () => {
  it('aborts a response that never finishes', async () => {
    route = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const timer = setInterval(() => res.write('x'), 50);
      res.on('close', () => clearInterval(timer));
    };
    const started = Date.now();
    expect(
      await failure(`http://127.0.0.1:${port}/slow`, { ...publicLoopback(), timeoutMs: 400 }),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('aborts when the headers never come', async () => {
    route = () => {};
    expect(
      await failure(`http://127.0.0.1:${port}/hang`, { ...publicLoopback(), timeoutMs: 300 }),
    ).toBe('timeout');
  });

  it('refuses a body declared larger than the limit without reading it', async () => {
    route = (_req, res) => res.writeHead(200, { 'content-length': String(10_000_000) }).end();
    expect(
      await failure(`http://127.0.0.1:${port}/`, { ...publicLoopback(), maxBytes: 1000 }),
    ).toBe('too_large');
  });

  it('stops reading an undeclared body at the limit', async () => {
    let written = 0;
    route = (_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024);
      const timer = setInterval(() => {
        written += chunk.length;
        res.write(chunk);
      }, 1);
      res.on('close', () => clearInterval(timer));
    };
    expect(
      await failure(`http://127.0.0.1:${port}/`, { ...publicLoopback(), maxBytes: 256 * 1024 }),
    ).toBe('too_large');
    await new Promise((r) => setTimeout(r, 100));
    expect(written).toBeLessThan(8 * 1024 * 1024);
  });

  it('answers an error status as http_error', async () => {
    route = (_req, res) => res.writeHead(404).end('missing');
    expect(await failure(`http://127.0.0.1:${port}/`, publicLoopback())).toBe('http_error');
  });

  it('returns the body and its type', async () => {
    route = (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('pixels');
    const result = await safeFetch(`http://127.0.0.1:${port}/p.png`, publicLoopback());
    expect([result.status, result.contentType, result.body.toString()]).toEqual([
      200,
      'image/png',
      'pixels',
    ]);
  });
});

describe('safeFetch: stopping', () => {
  it('ends at once when its signal is aborted (the server shutting down)', async () => {
    route = () => {};
    const controller = new AbortController();
    const pending = failure(`http://127.0.0.1:${port}/hang`, {
      ...publicLoopback(),
      timeoutMs: 10_000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    expect(await pending).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
