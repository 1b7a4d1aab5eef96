/**
 * The one JSON parser for request bodies of every API (/rest/v1, /auth/v1,
 * /functions/v1). Besides malformed text it refuses nesting deeper than
 * `maxJsonDepth`: no body of ours needs more, and deeper values overflow the
 * stack of recursive code (ours, zod's, PostgreSQL's jsonb) into a 500.
 * Each API turns a BadJsonBody into a 400 in its own error shape.
 */

/** Arrays and objects inside each other, counting the outermost one (a rich-text document needs 7). */
export const maxJsonDepth = 32;

export class BadJsonBody extends Error {
  constructor(
    readonly reason: 'syntax' | 'depth',
    message: string,
  ) {
    super(message);
  }
}

/** True when `text` opens more than `limit` arrays or objects inside each other (strings skipped). */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

export function parseJsonBody(text: string): unknown {
  // Checked before parsing, so even a body that is deep but malformed costs one pass.
  if (jsonNestedDeeperThan(text, maxJsonDepth))
    throw new BadJsonBody('depth', `JSON is nested more than ${maxJsonDepth} levels deep`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BadJsonBody('syntax', error instanceof Error ? error.message : 'invalid JSON');
  }
}
