import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';

/** The storage settings of the environment (README, "Files"). */

function problemsOf(env: Record<string, string>) {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('storage configuration', () => {
  it('keeps files on disk with a 50 MiB limit by default', () => {
    expect(parseConfig({}).storage).toEqual({ fileSizeLimit: 52_428_800, s3: undefined });
  });

  it('reads an S3-compatible store from STORAGE_S3_*', () => {
    const config = parseConfig({
      STORAGE_FILE_SIZE_LIMIT: '10000000',
      STORAGE_S3_BUCKET: 'zajednica-files',
      STORAGE_S3_ENDPOINT: 'https://example.r2.cloudflarestorage.com',
      STORAGE_S3_REGION: 'auto',
      STORAGE_S3_ACCESS_KEY_ID: 'key',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
      STORAGE_S3_PREFIX: 'prod/files',
    });
    expect(config.storage).toEqual({
      fileSizeLimit: 10_000_000,
      s3: {
        bucket: 'zajednica-files',
        endpoint: 'https://example.r2.cloudflarestorage.com',
        region: 'auto',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        prefix: 'prod/files',
      },
    });
  });

  it('lists every storage problem at boot', () => {
    expect(
      problemsOf({
        STORAGE_S3_ENDPOINT: 'ftp://files',
        STORAGE_S3_ACCESS_KEY_ID: 'key',
        STORAGE_S3_PREFIX: '../up',
        STORAGE_FILE_SIZE_LIMIT: '0',
      }),
    ).toEqual([
      expect.stringMatching(/^STORAGE_FILE_SIZE_LIMIT: /),
      'STORAGE_S3_ENDPOINT: must be an http:// or https:// URL',
      expect.stringMatching(/^STORAGE_S3_PREFIX: must be lower-case letters/),
      'STORAGE_S3_BUCKET: required when STORAGE_S3_ENDPOINT, STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_PREFIX are set',
      'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY: set both or neither (neither: the AWS SDK finds credentials itself)',
    ]);
  });
});
