import type { Json } from '@domain/database.types.ts';

/** A jsonb value that should hold an object (a revision's changes): its fields, or none. */
export function jsonObject(value: Json): Record<string, Json | undefined> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}
