import { contentType, isSingle, type Output } from './negotiate.ts';
import { appliedPreferences, type Preferences } from './prefer.ts';
import { RestError } from './rest-error.ts';

/** A successful answer: the body (none for HEAD or when empty) and PostgREST's headers. */
export function respond(options: {
  status: number;
  body: string | null;
  output: Output;
  contentRange?: string;
  prefer: Preferences;
  head?: boolean;
  /** Location, Content-Location. */
  headers?: Record<string, string>;
}): Response {
  // A plain object: @hono/node-server writes it as it is, where a fetch Headers is checked and copied.
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== null) headers['Content-Type'] = contentType(options.output);
  if (options.contentRange) headers['Content-Range'] = options.contentRange;
  const applied = appliedPreferences(options.prefer);
  if (applied) headers['Preference-Applied'] = applied;
  const body = options.head ? null : options.body;
  return new Response(body, { status: options.status, headers });
}

export function errorResponse(error: RestError): Response {
  return new Response(JSON.stringify(error.body()), {
    status: error.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...error.headers },
  });
}

/** The single-object check of `Accept: application/vnd.pgrst.object+json`. */
export function checkSingle(output: Output, rows: number) {
  if (!isSingle(output) || rows === 1) return;
  throw new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** A JSON array text of one element, as that element (json_agg writes `[elem]`). */
export function shapeBody(body: string | null, output: Output): string | null {
  if (body === null || !isSingle(output)) return body;
  return body.slice(1, -1);
}
