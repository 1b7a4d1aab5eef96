/**
 * True when any string (key or value) of parsed JSON holds U+0000, which
 * PostgreSQL text cannot store: such a body is refused as bad input before
 * it can fail inside a query.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}
