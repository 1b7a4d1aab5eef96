import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { meteredStream } from './disk-store.ts';
import { assertSafeKey, type ByteRange, type ObjectStore } from './object-store.ts';

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2,
 * MinIO, SeaweedFS, Garage) through the AWS SDK: what several server
 * instances share. An upload is first spooled to a temporary file (so its
 * size is known and checked before anything is sent, and a refused upload
 * never reaches the bucket), then sent with one PutObject, which S3 makes
 * visible whole or not at all.
 */

export interface S3StoreSettings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket ('' for none). */
  prefix: string;
}

function isNotFound(error: unknown) {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound'
  );
}

export function s3Store(settings: S3StoreSettings, spoolDir = os.tmpdir()): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores do not
    // understand the SDK's newer default (aws-chunked bodies with a CRC trailer).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  const prefix = settings.prefix.replace(/^\/+|\/+$/g, '');
  const full = (key: string) => (prefix ? `${prefix}/${assertSafeKey(key)}` : assertSafeKey(key));
  const strip = (key: string) => (prefix ? key.slice(prefix.length + 1) : key);

  return {
    kind: 's3',
    async put(key, body, maxBytes) {
      await mkdir(spoolDir, { recursive: true });
      const spool = path.join(spoolDir, `zajednica-upload-${randomUUID()}.part`);
      try {
        const { meter, result } = meteredStream(maxBytes);
        await pipeline(body, meter, createWriteStream(spool, { flags: 'wx' }));
        const written = result();
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: full(key),
            Body: createReadStream(spool),
            ContentLength: written.size,
          }),
        );
        return written;
      } finally {
        await rm(spool, { force: true });
      }
    },
    async get(key, range?: ByteRange) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: full(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const total = answer.ContentRange
          ? Number(answer.ContentRange.split('/')[1])
          : Number(answer.ContentLength ?? 0);
        const body = answer.Body instanceof Readable ? answer.Body : Readable.from([]);
        return { body, size: total };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return Number(answer.ContentLength ?? 0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async copy(from, to) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: full(to),
          CopySource: `${Bucket}/${full(from)}`,
        }),
      );
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((key) => ({ Key: full(key) })), Quiet: true },
          }),
        );
      }
    },
    async *list(start) {
      let ContinuationToken: string | undefined;
      const Prefix =
        start === '' ? (prefix ? `${prefix}/` : undefined) : full(start.replace(/\/+$/, ''));
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [strip(item.Key)] : []));
        if (keys.length > 0) yield keys;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
