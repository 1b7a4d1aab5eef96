import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Next } from 'hono';
import { setResponseHeader } from './set-response-header.ts';

export type HeaderList = readonly (readonly [name: string, value: string])[];

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;

/** The Node request behind a request @hono/node-server serves; undefined under `app.request()`. */
export function nodeRequest(c: Context): IncomingMessage | undefined {
  return (c.env as NodeBindings)?.incoming;
}

/** The Node response behind a request @hono/node-server serves; undefined under `app.request()`. */
export function nodeResponse(c: Context): ServerResponse | undefined {
  return (c.env as NodeBindings)?.outgoing;
}

/**
 * Adds fixed headers to whatever response the rest of the chain makes.
 *
 * Served by Node, they go on the ServerResponse before the handler runs;
 * @hono/node-server merges them into `writeHead`, so a handler's Response
 * keeps its plain headers object and is written without ever building a
 * fetch `Headers`, whose checks per header cost more than the rest of a
 * small request. No handler sets these names itself (if one did, its value
 * would win). Without Node (`app.request()` in tests) they are set on the
 * handler's response afterwards.
 */
export async function withResponseHeaders(c: Context, next: Next, headers: HeaderList) {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
    return;
  }
  await next();
  for (const [name, value] of headers) setResponseHeader(c, name, value);
}
