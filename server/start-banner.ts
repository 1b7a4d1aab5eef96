import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminPasswordFile } from './auth/admin-password-file.ts';
import { demoAdminEmail } from './auth/seed-admin.ts';
import type { Config } from './config.ts';
import { log, logIsPretty } from './log.ts';
import { devMailboxEnabled } from './mail/dev-mailbox.ts';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

const everyAddress = new Set(['0.0.0.0', '::', '']);

function hostInUrl(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

/**
 * The addresses to open: the bound one, or when the server listens on every
 * address (HOST=0.0.0.0) localhost and this machine's LAN IPv4 addresses.
 */
export function bannerUrls(host: string, port: number, interfaces: Interfaces): string[] {
  if (!everyAddress.has(host)) return [`http://${hostInUrl(host)}:${port}`];
  const lan = Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => `http://${entry.address}:${port}`);
  return [`http://localhost:${port}`, ...new Set(lan)];
}

/** A path as short as it can be said: relative to the working directory when inside it. */
function shownPath(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

export interface BannerFacts {
  urls: string[];
  /** The demo admin's password file, when it exists. */
  passwordFile: string | undefined;
  mail: 'smtp' | 'dev-mailbox' | 'outbox';
}

export function startBannerFacts(config: Config, port: number): BannerFacts {
  const file = adminPasswordFile(config.dataDir);
  return {
    urls: bannerUrls(config.host, port, os.networkInterfaces()),
    passwordFile: !config.databaseUrl && existsSync(file) ? file : undefined,
    mail: config.smtpUrl ? 'smtp' : devMailboxEnabled(config) ? 'dev-mailbox' : 'outbox',
  };
}

const mailText: Record<BannerFacts['mail'], (url: string) => string> = {
  smtp: () => 'sent through SMTP_URL',
  'dev-mailbox': (url) =>
    `not sent (no SMTP_URL): sign in as the admin and open ${url}/dev/mailbox`,
  outbox: () => 'not sent (no SMTP_URL): kept in the outbox table until SMTP_URL is set',
};

/** The few lines a person needs after `npm start`. */
export function startBannerText(facts: BannerFacts, cwd = process.cwd()): string {
  const [first, ...others] = facts.urls;
  const lines = ['', 'Zajednica is running.', `  Open       ${first}`];
  for (const url of others) lines.push(`             ${url}`);
  if (facts.passwordFile)
    lines.push(`  Admin      ${demoAdminEmail}, password in ${shownPath(facts.passwordFile, cwd)}`);
  lines.push(`  Mail       ${mailText[facts.mail](first!)}`);
  lines.push(
    '  Roles      npm run user -- grant <email> editor   (or, as an admin, /admin/users)',
    '',
  );
  return lines.join('\n');
}

/**
 * After start: the banner in a terminal; one JSON log line with the same facts
 * otherwise, so a JSON log stays one object per line.
 */
export function announceStart(config: Config, url: string) {
  const facts = startBannerFacts(config, Number(new URL(url).port));
  if (logIsPretty(process.stdout)) process.stdout.write(startBannerText(facts));
  else
    log.info('open the portal', {
      urls: facts.urls,
      ...(facts.passwordFile && { admin: demoAdminEmail, passwordFile: facts.passwordFile }),
      mail: facts.mail,
    });
}
