import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's IP address. X-Forwarded-For is believed only when the request
 * comes from a trusted proxy (TRUST_PROXY: IP addresses, CIDR ranges, or the
 * word `loopback`); the address list is then read from the right, skipping
 * trusted proxies, and the first untrusted address is the client.
 */

export type ProxyTrust = (ip: string) => boolean;

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

export function proxyTrust(entries: string[]): ProxyTrust {
  if (entries.length === 0) return () => false;
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
  return (ip) => {
    const address = normalize(ip);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
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
