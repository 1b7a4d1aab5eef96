import type os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bannerUrls, startBannerText } from './start-banner.ts';

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as os.NetworkInterfaceInfo;

const interfaces = {
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  eth0: [entry('192.168.1.20', 'IPv4'), entry('fe80::1', 'IPv6')],
  wlan0: [entry('10.0.0.7', 'IPv4')],
};

describe('the start banner', () => {
  it('lists localhost and every LAN IPv4 address when the server listens on all addresses', () => {
    expect(bannerUrls('0.0.0.0', 3000, interfaces)).toEqual([
      'http://localhost:3000',
      'http://192.168.1.20:3000',
      'http://10.0.0.7:3000',
    ]);
    expect(bannerUrls('::', 4000, { lo: interfaces.lo })).toEqual(['http://localhost:4000']);
  });

  it('lists only the bound address otherwise', () => {
    expect(bannerUrls('127.0.0.1', 4101, interfaces)).toEqual(['http://127.0.0.1:4101']);
    expect(bannerUrls('192.168.1.20', 80, interfaces)).toEqual(['http://192.168.1.20:80']);
    expect(bannerUrls('::1', 3000, interfaces)).toEqual(['http://[::1]:3000']);
  });

  it('says where to open, where the admin password is, where mail goes and how to grant roles', () => {
    const cwd = '/srv/zajednica';
    const text = startBannerText(
      {
        urls: ['http://localhost:3000', 'http://192.168.1.20:3000'],
        passwordFile: path.join(cwd, 'data', 'admin-password.txt'),
        mail: 'dev-mailbox',
      },
      cwd,
    );
    expect(text).toContain(
      'Open       http://localhost:3000\n             http://192.168.1.20:3000',
    );
    expect(text).toContain('admin@zajednica.local, password in data/admin-password.txt');
    expect(text).toContain('sign in as the admin and open http://localhost:3000/dev/mailbox');
    expect(text).toContain('npm run user -- grant <email> editor');
    expect(text).toContain('/admin/users');
    expect(text.split('\n').length).toBeLessThanOrEqual(10);
  });

  it('shows an absolute password path outside the working directory, and no admin line without one', () => {
    const withFile = startBannerText(
      {
        urls: ['http://127.0.0.1:3000'],
        passwordFile: '/var/lib/z/admin-password.txt',
        mail: 'smtp',
      },
      '/srv/zajednica',
    );
    expect(withFile).toContain('password in /var/lib/z/admin-password.txt');
    expect(withFile).toContain('Mail       sent through SMTP_URL');
    const without = startBannerText({
      urls: ['http://127.0.0.1:3000'],
      passwordFile: undefined,
      mail: 'outbox',
    });
    expect(without).not.toContain('admin@zajednica.local');
    expect(without).toContain('kept in the outbox table');
  });
});
