import { z } from 'zod';

/**
 * The one place that reads the environment. Parsed once at boot; a bad value
 * stops the process with a list of every problem (see main.ts).
 */

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const postgresUrl = z
  .string()
  .url()
  .refine((value) => /^postgres(ql)?:$/.test(new URL(value).protocol), {
    message: 'must be a postgres:// or postgresql:// URL',
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  SITE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:$/.test(new URL(value).protocol), {
      message: 'must be an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Zajednica <no-reply@localhost>'),
  AUTH_AUTOCONFIRM: booleanString.default(false),
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:$/.test(new URL(value).protocol), {
      message: 'must be a redis:// or rediss:// URL',
    })
    .optional(),
  TRUST_PROXY: z.string().optional(),
  SEED: z.enum(['demo', 'none']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authAutoconfirm: boolean;
  redisUrl: string | undefined;
  trustProxy: string[];
  seed: 'demo' | 'none';
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
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

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(withoutBlanks(env));
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const parsed = result.data;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    jwtSecret: parsed.JWT_SECRET,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    authAutoconfirm: parsed.AUTH_AUTOCONFIRM,
    redisUrl: parsed.REDIS_URL,
    trustProxy: (parsed.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    seed: parsed.SEED ?? (parsed.DATABASE_URL ? 'none' : 'demo'),
    logLevel: parsed.LOG_LEVEL,
    webDir: env.WEB_DIR ?? 'dist/web',
  };
}
