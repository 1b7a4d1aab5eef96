import type { Context } from 'hono';
import { BadJsonBody, parseJsonBody } from '../http/parse-json-body.ts';
import { storageErrors } from './storage-error.ts';

/** Largest JSON body of a /storage/v1 call (1000 paths to sign or remove fit easily). */
const jsonBodyLimit = 1_048_576;

/** The JSON object body of a storage call; `{}` when there is none. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const length = Number(c.req.header('Content-Length') ?? 0);
  if (length > jsonBodyLimit) throw storageErrors.tooLarge();
  const text = await textWithinLimit(c.req.raw.body);
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = parseJsonBody(text);
  } catch (error) {
    throw storageErrors.invalidRequest(
      error instanceof BadJsonBody ? `body ${error.message}` : 'body must be a JSON object',
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw storageErrors.invalidRequest('body must be object');
  return value as Record<string, unknown>;
}

/**
 * The body as text, read only up to the limit: a chunked body announces no
 * length, and reading it whole first would let one request fill the memory.
 */
async function textWithinLimit(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > jsonBodyLimit) {
      await reader.cancel();
      throw storageErrors.tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function requiredString(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string')
    throw storageErrors.invalidRequest(`body must have required property '${key}'`);
  return value;
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw storageErrors.invalidRequest(`body/${key} must be string`);
  return value;
}
