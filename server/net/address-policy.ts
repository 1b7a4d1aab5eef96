import ipaddr from 'ipaddr.js';

/**
 * Whether the server may connect to an address on behalf of a user. Only
 * public unicast addresses pass: ipaddr.js names every special range, and
 * anything it does not call `unicast` is refused, among them loopback
 * (127/8, ::1), private (10/8, 172.16/12, 192.168/16), unique-local fc00::/7
 * (which holds the cloud metadata address fd00:ec2::254), link-local
 * (169.254/16 with 169.254.169.254, fe80::/10), carrier-grade NAT
 * (100.64/10), unspecified (0.0.0.0, ::), broadcast, multicast, reserved and
 * documentation ranges, and the IPv6 forms that carry an IPv4 address
 * (NAT64 64:ff9b::/96, 6to4, Teredo). An IPv4-mapped IPv6 address
 * (::ffff:10.0.0.1) is judged as the IPv4 address it carries. The
 * deprecated IPv4-compatible block ::/96 (::7f00:1, which a URL makes of
 * [::127.0.0.1]) is refused whole: ipaddr.js calls it unicast, yet it is
 * no public address, and a host with a sit0 tunnel sends it to the IPv4
 * address inside.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  }
  return parsed.range() === 'unicast';
}

/** Decides for each address a name resolved to; tests widen it to reach their own server. */
export type AddressPolicy = (address: string) => boolean;
