import { createHash } from 'node:crypto';

/** A weak validator from the body's content: equal bodies, equal tags. */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when the client's If-None-Match names this tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * A text response with an ETag; 304 without a body when the client already
 * has this version. Only successful responses are validated.
 */
export function conditionalResponse(
  request: Request,
  body: string,
  init: { status?: number; headers: Record<string, string> },
): Response {
  const status = init.status ?? 200;
  const etag = weakEtag(body);
  const headers = new Headers(init.headers);
  headers.set('ETag', etag);
  if (
    status === 200 &&
    matchesIfNoneMatch(request.headers.get('if-none-match') ?? undefined, etag)
  ) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status, headers });
}
