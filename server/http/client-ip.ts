import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { clientNetwork } from './client-network.ts';

/**
 * The client's IP address. X-Forwarded-For is believed only when the request
 * comes from a trusted proxy (TRUST_PROXY: IP addresses, CIDR ranges, or the
 * word `loopback`); the address list is then read from the right, skipping
 * trusted proxies, and the first untrusted address is the client.
 */

/**
 * Whether an address is a trusted proxy; it also carries how the server tells
 * clients apart for its limits (RATE_LIMIT_IPV6_PREFIX, see clientKey).
 */
export type ProxyTrust = ((ip: string) => boolean) & { readonly ipv6Prefix?: number };

/** RATE_LIMIT_IPV6_PREFIX's default: one IPv6 subscriber's usual /64. */
export const defaultIpv6Prefix = 64;

function normalize(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** A TRUST_PROXY entry: `loopback`, an IP address, or a CIDR range. */
export function isTrustProxyEntry(entry: string): boolean {
  if (entry === 'loopback') return true;
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export function proxyTrust(entries: string[], options: { ipv6Prefix?: number } = {}): ProxyTrust {
  const ipv6Prefix = options.ipv6Prefix ?? defaultIpv6Prefix;
  if (entries.length === 0) return Object.assign(() => false, { ipv6Prefix });
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    if (!isTrustProxyEntry(entry))
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or range`);
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  const trusted = (ip: string) => {
    const address = normalize(ip);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
  return Object.assign(trusted, { ipv6Prefix });
}

/** The address of the TCP peer (a proxy, when there is one). */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (e.g. app.request in a unit test)
  }
}

export function clientIp(c: Context, trusted: ProxyTrust): string {
  const remote = socketAddress(c);
  if (!remote) return 'unknown';
  let client = normalize(remote);
  if (!trusted(client)) return client;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((part) => normalize(part.trim()))
    .filter((part) => isIP(part) !== 0);
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    client = forwarded[index]!;
    if (!trusted(client)) return client;
  }
  return client;
}

/**
 * What every per-client limit counts (issue 34): the client's network, an
 * IPv4 address or the IPv6 /64 (RATE_LIMIT_IPV6_PREFIX) it is in. clientIp
 * stays the address that is recorded (a submitter's IP, a session's).
 */
export function clientKey(c: Context, trusted: ProxyTrust): string {
  return clientNetwork(clientIp(c, trusted), trusted.ipv6Prefix ?? defaultIpv6Prefix);
}
