import os from 'node:os';
import { z } from 'zod';
import { isTrustProxyEntry } from './http/client-ip.ts';
import { parseTrustedKeys, type TrustedKey } from './jwt-trusted-keys.ts';

/**
 * The one place that reads the environment. Parsed once at boot; a bad value
 * stops the process with a list of every problem (see main.ts).
 */

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The URL's scheme, or '' when the value is not a URL at all (never throws). */
function protocolOf(value: string): string {
  try {
    return new URL(value).protocol;
  } catch {
    return '';
  }
}

/** A URL whose scheme matches `scheme`; a malformed URL is a problem to report, not a crash. */
const urlWithScheme = (scheme: RegExp, message: string) =>
  z.string().refine((value) => scheme.test(protocolOf(value)), { message });

const port = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a whole number from 0 to 65535'));

const ipv6PrefixMessage = 'must be a whole number of bits from 32 to 128 (64: one /64 per client)';
const workersMessage = 'must be a whole number from 1 to 64, or "auto" (one per CPU)';

/** SERVER_WORKERS: a count, or `auto` = the CPUs this process may use (at most 64). */
const serverWorkers = z
  .string()
  .trim()
  .regex(/^(auto|\d{1,2})$/, workersMessage)
  .transform((value) =>
    value === 'auto' ? Math.min(64, os.availableParallelism()) : Number(value),
  )
  .pipe(z.number().min(1, workersMessage).max(64, workersMessage));

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithScheme(
    /^postgres(ql)?:$/,
    'must be a postgres:// or postgresql:// URL',
  ).optional(),
  SITE_URL: urlWithScheme(/^https?:$/, 'must be an http:// or https:// URL').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Public keys (a JWKS) whose RS256/ES256 tokens are trusted as JWT_SECRET's (jwt-trusted-keys.ts). */
  JWT_JWKS: z
    .string()
    .max(100_000)
    .transform((text, ctx) => {
      try {
        return parseTrustedKeys(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  SMTP_URL: urlWithScheme(/^smtps?:$/, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Zajednica <no-reply@localhost>'),
  MAIL_DIGEST_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  AUTH_AUTOCONFIRM: booleanString.default(false),
  REDIS_URL: urlWithScheme(/^rediss?:$/, 'must be a redis:// or rediss:// URL').optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .every(isTrustProxyEntry),
      {
        message: 'must be a comma-separated list of IP addresses, CIDR ranges or "loopback"',
      },
    )
    .optional(),
  /** Per-client limits count an IPv6 client by the network of this many leading bits. */
  RATE_LIMIT_IPV6_PREFIX: z
    .string()
    .regex(/^\d{1,3}$/, ipv6PrefixMessage)
    .transform(Number)
    .pipe(z.number().min(32, ipv6PrefixMessage).max(128, ipv6PrefixMessage))
    .default(64),
  SEED: z.enum(['demo', 'none']).optional(),
  SERVER_WORKERS: serverWorkers.default(1),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  REST_MAX_ROWS: z.coerce.number().int().min(1).default(1000),
  REST_BODY_LIMIT: z.coerce.number().int().min(1).default(1_048_576),
  REST_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** PostgREST's db-aggregates-enabled: count(), sum()… in select. Off by default, as there. */
  REST_AGGREGATES_ENABLED: booleanString.default(false),
  /** Multiplies every /rest/v1 rate limit (rest-limits.ts): for load tests and benchmarks. */
  REST_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).default(1),
  /** /storage/v1: largest file in bytes (a bucket's own limit can only be lower). */
  STORAGE_FILE_SIZE_LIMIT: z.coerce.number().int().min(1).max(5_000_000_000).default(52_428_800),
  /** An S3-compatible bucket for the files instead of DATA_DIR/storage (server/storage/s3-store.ts). */
  STORAGE_S3_BUCKET: z.string().min(3).max(63).optional(),
  STORAGE_S3_ENDPOINT: urlWithScheme(/^https?:$/, 'must be an http:// or https:// URL').optional(),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: booleanString.default(false),
  STORAGE_S3_PREFIX: z
    .string()
    .regex(
      /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/,
      'must be lower-case letters, digits, - and _ in /-separated parts',
    )
    .optional(),
  /** With SEED=demo: put the generated demo photographs (server/images/demo-photos.ts) on news, events and memorials. */
  DEMO_PHOTOS: booleanString.default(true),
  /** Longest wait for the embedded database before a request is answered 503. */
  PGLITE_QUEUE_WAIT_MS: z.coerce.number().int().min(1).default(10_000),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  jwtSecret: string | undefined;
  /** JWT_JWKS: keys whose RS256/ES256 signatures verify like the secret's (none by default). */
  jwtTrustedKeys: TrustedKey[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How long the oldest editor notice waits before its digest is sent. */
  mailDigestSeconds: number;
  authAutoconfirm: boolean;
  redisUrl: string | undefined;
  trustProxy: string[];
  /** RATE_LIMIT_IPV6_PREFIX: an IPv6 client is counted per /64 by default (client-network.ts). */
  rateLimitIpv6Prefix: number;
  seed: 'demo' | 'none';
  /** HTTP worker processes (node:cluster); 1 = one process, no cluster. */
  serverWorkers: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** /rest/v1: most rows in one response, largest body in bytes, statement timeout. */
  restMaxRows: number;
  restBodyLimit: number;
  restStatementTimeoutMs: number;
  restAggregatesEnabled: boolean;
  restRateLimitMultiplier: number;
  pgliteQueueWaitMs: number;
  /** With SEED=demo: the demo's generated photographs replace its drawings on news, events and memorial galleries. */
  demoPhotos: boolean;
  /** /storage/v1: the largest file, and where files live (S3 when `s3` is set, else DATA_DIR/storage). */
  storage: {
    fileSizeLimit: number;
    s3?: {
      bucket: string;
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
      prefix: string;
    };
  };
  /** Where the built web app lives (dist/web). */
  webDir: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Empty strings count as unset, as a blank line in an .env file would. */
function withoutBlanks(env: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

/**
 * Rules between variables, checked on the raw values so that they are listed
 * together with the problems of single variables.
 */
function crossProblems(env: Record<string, string | undefined>): string[] {
  const workers = serverWorkers.safeParse(env.SERVER_WORKERS ?? '1');
  if (workers.success && workers.data > 1 && !env.DATABASE_URL) {
    const count = env.SERVER_WORKERS?.trim() === 'auto' ? `auto (${workers.data})` : workers.data;
    return [
      `SERVER_WORKERS: ${count} workers need DATABASE_URL: the embedded PGlite database lives inside one process and cannot be shared between workers; set DATABASE_URL or use SERVER_WORKERS=1`,
    ];
  }
  return storageProblems(env);
}

/** The S3 settings come together: a bucket, and both halves of a key or neither. */
function storageProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const s3Names = Object.keys(env).filter((name) => name.startsWith('STORAGE_S3_'));
  if (s3Names.length > 0 && !env.STORAGE_S3_BUCKET)
    problems.push(
      `STORAGE_S3_BUCKET: required when ${s3Names.join(', ')} ${s3Names.length > 1 ? 'are' : 'is'} set`,
    );
  if (Boolean(env.STORAGE_S3_ACCESS_KEY_ID) !== Boolean(env.STORAGE_S3_SECRET_ACCESS_KEY))
    problems.push(
      'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY: set both or neither (neither: the AWS SDK finds credentials itself)',
    );
  return problems;
}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = withoutBlanks(env);
  const result = envSchema.safeParse(present);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map(
          (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
        )),
    ...crossProblems(present),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const parsed = result.data;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    jwtSecret: parsed.JWT_SECRET,
    jwtTrustedKeys: parsed.JWT_JWKS ?? [],
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    mailDigestSeconds: parsed.MAIL_DIGEST_SECONDS,
    authAutoconfirm: parsed.AUTH_AUTOCONFIRM,
    redisUrl: parsed.REDIS_URL,
    trustProxy: (parsed.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    rateLimitIpv6Prefix: parsed.RATE_LIMIT_IPV6_PREFIX,
    seed: parsed.SEED ?? (parsed.DATABASE_URL ? 'none' : 'demo'),
    serverWorkers: parsed.SERVER_WORKERS,
    logLevel: parsed.LOG_LEVEL,
    restMaxRows: parsed.REST_MAX_ROWS,
    restBodyLimit: parsed.REST_BODY_LIMIT,
    restStatementTimeoutMs: parsed.REST_STATEMENT_TIMEOUT_MS,
    restAggregatesEnabled: parsed.REST_AGGREGATES_ENABLED,
    restRateLimitMultiplier: parsed.REST_RATE_LIMIT_MULTIPLIER,
    pgliteQueueWaitMs: parsed.PGLITE_QUEUE_WAIT_MS,
    demoPhotos: parsed.DEMO_PHOTOS,
    storage: {
      fileSizeLimit: parsed.STORAGE_FILE_SIZE_LIMIT,
      s3: parsed.STORAGE_S3_BUCKET
        ? {
            bucket: parsed.STORAGE_S3_BUCKET,
            endpoint: parsed.STORAGE_S3_ENDPOINT,
            region: parsed.STORAGE_S3_REGION,
            accessKeyId: parsed.STORAGE_S3_ACCESS_KEY_ID,
            secretAccessKey: parsed.STORAGE_S3_SECRET_ACCESS_KEY,
            forcePathStyle: parsed.STORAGE_S3_FORCE_PATH_STYLE,
            prefix: parsed.STORAGE_S3_PREFIX ?? '',
          }
        : undefined,
    },
    webDir: env.WEB_DIR ?? 'dist/web',
  };
}
