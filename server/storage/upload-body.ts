import busboy from 'busboy';
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import { storageErrors } from './storage-error.ts';
import { mimeAllowed } from './storage-names.ts';

/**
 * The body of an upload as storage-js sends it (PROTOCOL.md §5.7): raw bytes
 * with the MIME type in Content-Type, or multipart/form-data with the first
 * file part and `cacheControl` / `metadata` / `contentType` fields. The bytes
 * are handed to `write` as a stream as they arrive, never parsed or held
 * whole in memory; the MIME rule is checked before any byte is written.
 */

export interface UploadDescription {
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
}

export interface UploadRules {
  /** Largest body in bytes. */
  maxBytes: number;
  /** The bucket's allowed MIME types (null: any); not checked when `anyMime`. */
  allowedMimeTypes: string[] | null;
  anyMime: boolean;
}

const userMetadataLimit = 1_048_576;
/** Room for the multipart envelope around a file at the limit. */
const multipartOverhead = 1_048_576 + 65_536;

function parseUserMetadata(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  if (text.length > userMetadataLimit) throw storageErrors.metadataTooLarge();
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined; // as upstream: metadata that is not JSON is ignored
  }
}

function checkMime(mimetype: string, rules: UploadRules) {
  if (!rules.anyMime && !mimeAllowed(mimetype, rules.allowedMimeTypes))
    throw storageErrors.mimeNotAllowed(mimetype.slice(0, 255));
}

export function isMultipart(c: Context) {
  return /^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '');
}

/** What a raw upload says about itself in its headers (checked before anything is read). */
export function describeRawUpload(c: Context, rules: UploadRules): UploadDescription {
  const mimetype = c.req.header('Content-Type') || 'application/octet-stream';
  checkMime(mimetype, rules);
  const length = c.req.header('Content-Length');
  if (length !== undefined && Number(length) > rules.maxBytes) throw storageErrors.tooLarge();
  const encoded = c.req.header('x-metadata');
  let userMetadata: Record<string, unknown> | undefined;
  if (encoded !== undefined) {
    if (encoded.length > (userMetadataLimit * 4) / 3 + 4) throw storageErrors.metadataTooLarge();
    userMetadata = parseUserMetadata(Buffer.from(encoded, 'base64').toString('utf8'));
  }
  return {
    mimetype,
    cacheControl: (c.req.header('Cache-Control') || 'no-cache').slice(0, 200),
    userMetadata,
  };
}

export function requestStream(c: Context): Readable {
  const body = c.req.raw.body;
  if (!body) throw storageErrors.noContent();
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream);
}

/**
 * Reads a multipart upload: its first file part goes to `write` while it
 * streams in; the fields before and after it describe it.
 */
export async function readMultipartUpload<T>(
  c: Context,
  rules: UploadRules,
  /** Called with the file part and its type; what it returns is `written`. */
  write: (file: Readable, mimetype: string) => Promise<T>,
): Promise<{ description: UploadDescription; written: T }> {
  const length = c.req.header('Content-Length');
  if (length !== undefined && Number(length) > rules.maxBytes + multipartOverhead)
    throw storageErrors.tooLarge();
  const source = requestStream(c);
  const fields: Record<string, string> = {};
  let fileMime: string | undefined;
  let writing: Promise<T> | undefined;

  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': c.req.header('Content-Type')! },
        limits: { files: 1, fields: 20, parts: 40, fieldSize: userMetadataLimit + 1 },
      });
    } catch {
      reject(storageErrors.invalidRequest('Malformed multipart body'));
      return;
    }
    const fail = (error: unknown) => {
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(storageErrors.metadataTooLarge());
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      if (writing) {
        stream.resume();
        return;
      }
      fileMime = fields.contentType || info.mimeType || 'application/octet-stream';
      try {
        checkMime(fileMime, rules);
      } catch (error) {
        stream.resume();
        fail(error);
        return;
      }
      writing = write(stream, fileMime);
      writing.catch(fail);
    });
    parser.on('error', () => fail(storageErrors.invalidRequest('Malformed multipart body')));
    parser.on('close', () => resolve());
    source.on('error', fail);
    source.pipe(parser);
  });
  if (!writing) throw storageErrors.noContent();
  const written = await writing;
  const cacheControl = fields.cacheControl;
  return {
    description: {
      mimetype: fileMime!,
      cacheControl: !cacheControl
        ? 'no-cache'
        : /^\d+$/.test(cacheControl)
          ? `max-age=${cacheControl}`
          : cacheControl.slice(0, 200),
      userMetadata: parseUserMetadata(fields.metadata ?? fields.userMetadata),
    },
    written,
  };
}
