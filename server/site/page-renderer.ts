import { AsyncLocalStorage } from 'node:async_hooks';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { Language } from '../../domain/language.ts';

/**
 * Server rendering of pages (docs/decisions/014). The app's server entry
 * (web/src/entry-server.tsx) is built by `npm run build:ssr` into dist/ssr/
 * and imported here at run time, so server/ never compiles web/ code.
 */

export interface RenderedPage {
  html: string;
  /** TanStack Query's dehydrated state: the data the page was rendered with. */
  state: unknown;
}

/** What dist/ssr/entry-server.js exports (checked when it is loaded). */
interface ServerEntry {
  startServerRendering(fetchOnServer: typeof fetch): Promise<void>;
  renderPage(url: string, language: Language): Promise<RenderedPage>;
}

export interface PageRenderer {
  /** Renders `url` (path and query) in `language`; the reads count against `visitor`'s address. */
  render(url: string, language: Language, visitor: string): Promise<RenderedPage>;
}

/** The address the app's reads go to on the server (web/src/lib/rest-client.ts). */
const serverRenderingOrigin = 'http://server-rendering.invalid';

/**
 * The bindings of a read made by server rendering: the visitor whose page it
 * is. A request from the network cannot carry bindings, so only the server's
 * own reads have them.
 */
export interface ServerRenderingEnv {
  serverRenderingFor: string;
}

/** The visitor a server-rendering read is made for, or undefined for any other request. */
export function serverRenderingVisitor(c: Context): string | undefined {
  const env = c.env as Partial<ServerRenderingEnv> | undefined;
  return typeof env?.serverRenderingFor === 'string' ? env.serverRenderingFor : undefined;
}

/** /rest/v1's router, asked in process: a path below /rest/v1 and the bindings. */
export type RestInProcess = (request: Request, env: ServerRenderingEnv) => Promise<Response>;

function isServerEntry(module: unknown): module is ServerEntry {
  const entry = module as Partial<ServerEntry>;
  return typeof entry.startServerRendering === 'function' && typeof entry.renderPage === 'function';
}

/**
 * Loads the built server entry from `ssrDir`; undefined when there is none
 * (a server started without `npm run build`, or the test fixtures): pages are
 * then rendered in the browser only, as before.
 */
export async function loadPageRenderer(options: {
  ssrDir: string;
  anonKey: string;
  rest: RestInProcess;
}): Promise<PageRenderer | undefined> {
  const file = path.resolve(options.ssrDir, 'entry-server.js');
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  if (!exists) return undefined;
  const entry: unknown = await import(pathToFileURL(file).href);
  if (!isServerEntry(entry)) throw new Error(`${file} is not the app's server entry`);

  const visitor = new AsyncLocalStorage<string>();
  // Every read of a page goes to /rest/v1 as anon (the same RLS as the browser's reads).
  await entry.startServerRendering(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // Table reads are GET; postgrest-js calls functions (search_all …) with POST.
    const rpc = url.pathname.startsWith('/rest/v1/rpc/');
    const read =
      request.method === 'GET' || request.method === 'HEAD' || (rpc && request.method === 'POST');
    if (url.origin !== serverRenderingOrigin || !url.pathname.startsWith('/rest/v1/') || !read) {
      throw new Error(`server rendering reads only: ${request.method} ${url.pathname}`);
    }
    const headers = new Headers(request.headers);
    headers.set('apikey', options.anonKey);
    headers.set('authorization', `Bearer ${options.anonKey}`);
    const path = url.pathname.slice('/rest/v1'.length) + url.search;
    const body = request.method === 'POST' ? await request.text() : undefined;
    return options.rest(
      new Request(`http://localhost${path}`, { method: request.method, headers, body }),
      { serverRenderingFor: visitor.getStore() ?? 'unknown' },
    );
  });
  return {
    render: (url, language, address) => visitor.run(address, () => entry.renderPage(url, language)),
  };
}
