import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * JWT_SECRET when given; otherwise a secret generated on first start and kept
 * in DATA_DIR/jwt-secret, so keys and sessions survive restarts.
 */
export async function loadJwtSecret(
  config: Pick<Config, 'jwtSecret' | 'dataDir'>,
): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.resolve(config.dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) {
    throw new Error(
      `${file} holds a secret shorter than 32 characters: delete it to generate a new one, or set JWT_SECRET.`,
    );
  }
  return secret;
}
