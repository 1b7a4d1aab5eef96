import { createHmac } from 'node:crypto';

/**
 * A keyed hash of a client address, kept as a record (newsletter consent,
 * contact messages) instead of the address: the same address gives the same
 * hash on this server, and nobody without the server's secret can reverse it.
 */
export function ipHash(ip: string, secret: string): string {
  return createHmac('sha256', `ip-hash:${secret}`).update(ip).digest('hex');
}
