import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

/** The problems parseConfig reports for `env`, or a failure when it accepts it. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe('parseConfig', () => {
  it('uses the defaults of the configuration contract (DESIGN.md §4)', () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      siteUrl: 'http://localhost:3000',
      jwtSecret: undefined,
      jwtTrustedKeys: [],
      smtpUrl: undefined,
      mailFrom: 'Zajednica <no-reply@localhost>',
      authAutoconfirm: false,
      redisUrl: undefined,
      trustProxy: [],
      rateLimitIpv6Prefix: 64,
      seed: 'demo',
      demoPhotos: true,
      serverWorkers: 1,
      logLevel: 'info',
      restMaxRows: 1000,
      restBodyLimit: 1_048_576,
      restStatementTimeoutMs: 10_000,
      restAggregatesEnabled: false,
      restRateLimitMultiplier: 1,
      pgliteQueueWaitMs: 10_000,
      storage: { fileSizeLimit: 52_428_800, s3: undefined },
      mailDigestSeconds: 300,
      webDir: 'dist/web',
    });
  });

  it('derives SITE_URL from PORT', () => {
    expect(parseConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
  });

  it('seeds nothing by default on PostgreSQL', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/zajednica' });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/zajednica');
    expect(config.seed).toBe('none');
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/x', SEED: 'demo' }).seed).toBe('demo');
    expect(parseConfig({ SEED: 'none' }).seed).toBe('none');
  });

  it('reads every variable of the contract', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/zajednica',
      SITE_URL: 'https://zajednica.example/',
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'Zajednica <hello@zajednica.example>',
      AUTH_AUTOCONFIRM: 'true',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/zajednica',
      siteUrl: 'https://zajednica.example',
      jwtSecret: 'x'.repeat(32),
      smtpUrl: 'smtp://user:pass@mail.example:587',
      mailFrom: 'Zajednica <hello@zajednica.example>',
      authAutoconfirm: true,
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: ['10.0.0.1', '10.0.0.2'],
      logLevel: 'warn',
    });
  });

  it('reads AUTH_AUTOCONFIRM as true / false / 1 / 0', () => {
    expect(parseConfig({ AUTH_AUTOCONFIRM: 'true' }).authAutoconfirm).toBe(true);
    expect(parseConfig({ AUTH_AUTOCONFIRM: '1' }).authAutoconfirm).toBe(true);
    expect(parseConfig({ AUTH_AUTOCONFIRM: 'false' }).authAutoconfirm).toBe(false);
    expect(parseConfig({ AUTH_AUTOCONFIRM: '0' }).authAutoconfirm).toBe(false);
  });

  it('treats empty values as unset, as a blank line in an .env file', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: ' ', SEED: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seed: 'demo',
    });
  });

  it('accepts PORT 0 (any free port) and 65535', () => {
    expect(parseConfig({ PORT: '0' }).port).toBe(0);
    expect(parseConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['PORT', '0x50'],
    ['DATABASE_URL', 'not-a-url'],
    ['DATABASE_URL', 'mysql://x'],
    ['SITE_URL', 'localhost:3000'],
    ['SMTP_URL', 'http://x'],
    ['REDIS_URL', '::'],
    ['AUTH_AUTOCONFIRM', 'maybe'],
    ['SEED', 'all'],
    ['JWT_SECRET', 'too-short'],
    ['LOG_LEVEL', 'loud'],
    ['SERVER_WORKERS', '0'],
    ['SERVER_WORKERS', '65'],
    ['SERVER_WORKERS', '2.5'],
    ['SERVER_WORKERS', '-2'],
    ['SERVER_WORKERS', 'all'],
  ])('refuses %s=%s with a ConfigError naming it', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('reads RATE_LIMIT_IPV6_PREFIX from 32 to 128 and refuses anything else', () => {
    expect(parseConfig({ RATE_LIMIT_IPV6_PREFIX: '56' }).rateLimitIpv6Prefix).toBe(56);
    expect(parseConfig({ RATE_LIMIT_IPV6_PREFIX: '128' }).rateLimitIpv6Prefix).toBe(128);
    for (const bad of ['31', '129', '64.5', 'wide']) {
      const problems = problemsOf({ RATE_LIMIT_IPV6_PREFIX: bad });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toBe(
        'RATE_LIMIT_IPV6_PREFIX: must be a whole number of bits from 32 to 128 (64: one /64 per client)',
      );
    }
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'not-a-url',
      SMTP_URL: 'http://x',
      AUTH_AUTOCONFIRM: 'maybe',
    });
    expect(problems).toEqual([
      'PORT: must be a whole number from 0 to 65535',
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'SMTP_URL: must be an smtp:// or smtps:// URL',
      expect.stringMatching(/^AUTH_AUTOCONFIRM: /),
    ]);
  });

  it('puts one problem per line in the error message', () => {
    const error = (() => {
      try {
        parseConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' });
      } catch (thrown) {
        return thrown as Error;
      }
      throw new Error('accepted');
    })();
    expect(error.message).toBe(
      [
        'Invalid configuration:',
        '  - PORT: must be a whole number from 0 to 65535',
        '  - DATABASE_URL: must be a postgres:// or postgresql:// URL',
      ].join('\n'),
    );
  });

  describe('SERVER_WORKERS', () => {
    const postgresUrl = 'postgres://postgres@127.0.0.1:5432/zajednica';

    it('reads a count from 1 to 64 on PostgreSQL', () => {
      expect(parseConfig({ DATABASE_URL: postgresUrl, SERVER_WORKERS: '2' }).serverWorkers).toBe(2);
      expect(parseConfig({ DATABASE_URL: postgresUrl, SERVER_WORKERS: ' 64 ' }).serverWorkers).toBe(
        64,
      );
      expect(parseConfig({ SERVER_WORKERS: '1' }).serverWorkers).toBe(1);
    });

    it('reads auto as the number of CPUs this process may use', () => {
      expect(parseConfig({ DATABASE_URL: postgresUrl, SERVER_WORKERS: 'auto' }).serverWorkers).toBe(
        Math.min(64, os.availableParallelism()),
      );
    });

    it('refuses more than one worker on embedded PGlite, saying why', () => {
      const problems = problemsOf({ SERVER_WORKERS: '2' });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^SERVER_WORKERS: 2 workers need DATABASE_URL: /);
      expect(problems[0]).toContain('PGlite');
    });

    it('reads auto on embedded PGlite as 1 on one CPU and refuses it on several', () => {
      const cpus = Math.min(64, os.availableParallelism());
      if (cpus === 1) {
        expect(parseConfig({ SERVER_WORKERS: 'auto' }).serverWorkers).toBe(1);
        return;
      }
      expect(problemsOf({ SERVER_WORKERS: 'auto' })).toEqual([
        expect.stringMatching(
          new RegExp(`^SERVER_WORKERS: auto \\(${cpus}\\) workers need DATABASE_URL`),
        ),
      ]);
    });

    it('lists the PGlite refusal together with the other problems', () => {
      expect(problemsOf({ PORT: 'abc', SERVER_WORKERS: '3' })).toEqual([
        'PORT: must be a whole number from 0 to 65535',
        expect.stringMatching(/^SERVER_WORKERS: 3 workers need DATABASE_URL/),
      ]);
    });

    it('does not add the PGlite refusal when DATABASE_URL is set but malformed', () => {
      expect(problemsOf({ DATABASE_URL: 'mysql://x', SERVER_WORKERS: '2' })).toEqual([
        'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      ]);
    });
  });
});
