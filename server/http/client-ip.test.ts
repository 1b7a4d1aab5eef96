import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, proxyTrust } from './client-ip.ts';

async function ipOf(trust: string[], remoteAddress: string, forwardedFor?: string) {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, proxyTrust(trust))));
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress } } });
  return response.text();
}

describe('clientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    expect(await ipOf([], '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(await ipOf([], '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a proxy that is not trusted', async () => {
    expect(await ipOf(['10.0.0.1'], '10.0.0.2', '1.2.3.4')).toBe('10.0.0.2');
  });

  it('takes the first untrusted address from the right behind trusted proxies', async () => {
    expect(await ipOf(['10.0.0.0/8'], '10.0.0.1', '1.2.3.4')).toBe('1.2.3.4');
    // A client cannot spoof by prepending addresses: the proxy appends the real one.
    expect(await ipOf(['10.0.0.0/8'], '10.0.0.1', '6.6.6.6, 1.2.3.4, 10.0.0.7')).toBe('1.2.3.4');
    expect(await ipOf(['loopback'], '::1', '2001:db8::1')).toBe('2001:db8::1');
  });

  it('refuses a TRUST_PROXY entry that is not an address', () => {
    expect(() => proxyTrust(['proxy.internal'])).toThrow(/TRUST_PROXY/);
  });
});

describe('TRUST_PROXY in the configuration', () => {
  it('accepts addresses, ranges and loopback, and lists a bad entry as a problem', async () => {
    const { parseConfig } = await import('../config.ts');
    expect(
      parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.7' }).trustProxy,
    ).toEqual(['loopback', '10.0.0.0/8', '2001:db8::/32', '192.0.2.7']);
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY/);
  });
});
