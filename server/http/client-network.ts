import { isIP } from 'node:net';

/**
 * The network a per-client limit counts a client by (issue 34). One IPv6
 * subscriber usually gets a whole /64 (or more) and picks any address in it,
 * so counting single IPv6 addresses lets one client pass every limit by
 * changing address. IPv4 addresses count one by one (IPv4-mapped IPv6 counts
 * as its IPv4 address); an IPv6 address counts as the network of its first
 * `ipv6Prefix` bits (RATE_LIMIT_IPV6_PREFIX, 64 by default), written
 * `2001:db8:1:2::/64`. Anything else (no address known) is returned as it is.
 */
export function clientNetwork(ip: string, ipv6Prefix: number): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (isIP(address) !== 6) return ip;
  const groups = ipv6Groups(address);
  const masked = groups.map((group, index) => {
    const bitsLeft = ipv6Prefix - index * 16;
    if (bitsLeft >= 16) return group;
    if (bitsLeft <= 0) return 0;
    return group & (0xffff << (16 - bitsLeft)) & 0xffff;
  });
  return `${compress(masked)}/${ipv6Prefix}`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` and a dotted IPv4 tail allowed). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side === '' ? [] : side.split(':').map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/** The shortest usual text of eight groups: the longest run of two or more zero groups as `::`. */
function compress(groups: number[]): string {
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length += 1;
    if (length > best.length) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.length < 2) return hex.join(':');
  const left = hex.slice(0, best.start).join(':');
  const right = hex.slice(best.start + best.length).join(':');
  return `${left}::${right}`;
}
