import type { Context } from 'hono';
import { BadJsonBody, parseJsonBody } from '../http/parse-json-body.ts';
import { storageErrors } from './storage-error.ts';

/** Largest JSON body of a /storage/v1 call (1000 paths to sign or remove fit easily). */
const jsonBodyLimit = 1_048_576;

/** The JSON object body of a storage call; `{}` when there is none. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const length = Number(c.req.header('Content-Length') ?? 0);
  if (length > jsonBodyLimit) throw storageErrors.tooLarge();
  const text = await c.req.text();
  if (text.length > jsonBodyLimit) throw storageErrors.tooLarge();
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
