import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, type AddressPolicy } from './address-policy.ts';

/**
 * The one way the server fetches an address a user gave it (an image URL in
 * a form; later an organization's calendar feed). Only http(s) on the
 * default ports; the host name is resolved once, every address it resolves
 * to must be public (`isPublicAddress`), and the connection is made to that
 * checked address (a pinned `lookup`), so a name that resolves differently a
 * moment later (DNS rebinding) cannot move the request. Redirects are
 * followed by hand, at most `maxRedirects`, each new address checked the
 * same way. The whole exchange has a deadline and the body a byte limit;
 * either aborts the connection.
 */
export interface SafeFetchOptions {
  maxBytes: number;
  /** Milliseconds for everything: resolving, connecting, redirects, the whole body. */
  timeoutMs: number;
  maxRedirects?: number;
  accept?: string;
  /** Stops the exchange early (the server shutting down). */
  signal?: AbortSignal;
  /** Tests only: widen which addresses may be reached and which ports used. */
  allowAddress?: AddressPolicy;
  allowAnyPort?: boolean;
  /** Tests only: answer a name without DNS. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export type SafeFetchFailure =
  | 'bad_url' // not http(s), credentials in it, an odd port, unparseable
  | 'blocked_address' // resolves to a loopback, private, link-local, metadata… address
  | 'unresolvable' // the name has no address
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'http_error' // an answer other than 2xx after the redirects
  | 'network'; // refused, reset, TLS failure

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

const defaultPorts: Record<string, string> = { 'http:': '', 'https:': '' };

export async function safeFetch(
  address: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const maxRedirects = options.maxRedirects ?? 3;
  let url = checkUrl(address, options);
  for (let hop = 0; ; hop += 1) {
    const pinned = await resolveChecked(url.hostname, options, signal);
    const response = await request(url, pinned, options, signal);
    const location = response.headers.location;
    if (response.statusCode! >= 300 && response.statusCode! < 400 && location) {
      response.destroy();
      if (hop >= maxRedirects) throw new SafeFetchError('too_many_redirects');
      url = checkUrl(new URL(location, url).href, options);
      continue;
    }
    if (response.statusCode! < 200 || response.statusCode! > 299) {
      response.destroy();
      throw new SafeFetchError('http_error', String(response.statusCode));
    }
    const body = await readLimited(response, options.maxBytes, signal);
    return {
      url: url.href,
      status: response.statusCode!,
      contentType: String(response.headers['content-type'] ?? ''),
      body,
    };
  }
}

function checkUrl(address: string, options: SafeFetchOptions): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new SafeFetchError('bad_url');
  }
  if (!(url.protocol in defaultPorts)) throw new SafeFetchError('bad_url', url.protocol);
  if (url.username || url.password) throw new SafeFetchError('bad_url', 'credentials');
  if (url.port !== '' && !options.allowAnyPort) throw new SafeFetchError('bad_url', 'port');
  return url;
}

/** The addresses a name stands for; refused when any of them is not allowed. */
async function resolveChecked(
  hostname: string,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<{ address: string; family: number }> {
  // URL keeps the brackets of an IPv6 literal and has already turned the odd
  // IPv4 notations (2130706433, 0x7f.1, 0177.0.0.1) into dotted decimal.
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare)
    ? [bare]
    : await raceSignal((options.resolve ?? resolveAll)(bare), signal);
  const first = addresses[0];
  if (first === undefined) throw new SafeFetchError('unresolvable');
  const allowed = options.allowAddress ?? isPublicAddress;
  const blocked = addresses.find((a) => !allowed(a));
  if (blocked) throw new SafeFetchError('blocked_address', blocked);
  return { address: first, family: isIP(first) };
}

function resolveAll(hostname: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, found: LookupAddress[]) => {
      if (error) {
        if (error.code === 'ENOTFOUND' || error.code === 'ENODATA') resolve([]);
        else reject(new SafeFetchError('network', error.code));
      } else resolve(found.map((a) => a.address));
    });
  });
}

function request(
  url: URL,
  pinned: { address: string; family: number },
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  // The connection goes to the checked address whatever name it is for;
  // TLS still verifies the certificate against the name (SNI stays the host).
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup,
      agent: false,
      signal,
      headers: {
        accept: options.accept ?? '*/*',
        'user-agent': 'Zajednica/1 (+fetches an address a member gave once)',
      },
    });
    req.once('response', resolve);
    req.once('error', (error) => reject(failureOf(error, signal)));
    req.end();
  });
}

async function readLimited(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError('too_large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.destroy();
        throw new SafeFetchError('too_large');
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw failureOf(error, signal);
  }
  if (!response.complete) throw failureOf(new Error('incomplete body'), signal);
  return Buffer.concat(chunks);
}

function failureOf(error: unknown, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted) return new SafeFetchError('timeout');
  const code = (error as { code?: string }).code;
  return new SafeFetchError('network', code ?? (error as Error).message);
}

function raceSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new SafeFetchError('timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
