import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the request body written before the answer came. */
  bodyBytesSent: number;
}

/** A request the server cut off before answering (it closed the connection): how much was sent. */
export class RawRequestCut extends Error {
  constructor(
    readonly code: string | undefined,
    readonly bodyBytesSent: number,
  ) {
    super(`the connection was cut (${code ?? 'no code'}) after ${bodyBytesSent} bytes of body`);
  }
}

/**
 * One HTTP request with the path sent exactly as written: fetch() and URL
 * would normalize `/assets/../x` before it left the client. A body is
 * written in chunks and the writing stops once the server has answered, as
 * a browser does, so an early 413 is read rather than lost to a reset.
 * `chunked`: the body's length is not announced (Transfer-Encoding: chunked).
 * A server that stops reading may close the connection before its answer
 * arrives: the promise then rejects with RawRequestCut.
 */
export function rawRequest(
  baseUrl: string,
  rawPath: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    chunked?: boolean;
  } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const request = http.request(
      {
        hostname,
        port,
        path: rawPath,
        // A fresh connection each time: a server that answered early (413) may close its socket.
        agent: false,
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(body && !options.chunked ? { 'Content-Length': String(body.length) } : {}),
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            bodyBytesSent: sent,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) reject(new RawRequestCut(error.code, sent));
    });
    const chunkSize = 64 * 1024;
    const writeFrom = (offset: number) => {
      if (!body || offset >= body.length || answered) {
        if (!answered) request.end();
        return;
      }
      const piece = body.subarray(offset, offset + chunkSize);
      sent += piece.length;
      const more = request.write(piece);
      const next = () => setImmediate(() => writeFrom(offset + chunkSize));
      if (more) next();
      else request.once('drain', next);
    };
    writeFrom(0);
  });
}
