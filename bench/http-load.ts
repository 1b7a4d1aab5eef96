import autocannon from 'autocannon';
import { summarize } from './measure.ts';

/**
 * A bounded HTTP load on loopback with autocannon, in this process. Every
 * response's status and latency is kept, so callers get exact error counts,
 * p50 / p95 / p99, and the time of each failure (for "errors only inside the
 * restart window").
 */

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  requests: autocannon.Request[];
  /** Headers sent with every request (a request's own headers replace them). */
  headers?: Record<string, string>;
  /** Called about once a second with what has happened so far. */
  onTick?: (progress: LoadProgress) => void;
  timeoutSeconds?: number;
}

export interface LoadProgress {
  elapsedSeconds: number;
  responses: number;
  failures: number;
}

export interface LoadFailure {
  /** Milliseconds since the epoch when the failure was seen. */
  at: number;
  /** HTTP status, or 0 for a connection error or timeout. */
  status: number;
}

export interface LoadResult {
  responses: number;
  failures: LoadFailure[];
  statusCounts: Record<string, number>;
  /** The first few failed answers (method, path, status, body), to tell what went wrong. */
  failureSamples: string[];
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errorRate: number;
  startedAt: number;
  endedAt: number;
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: LoadFailure[] = [];
  const statusCounts: Record<string, number> = {};
  const failureSamples: string[] = [];
  const sampled = (request: autocannon.Request): autocannon.Request => ({
    ...request,
    onResponse: (status, body) => {
      if ((status < 200 || status >= 400) && failureSamples.length < 5)
        failureSamples.push(
          `${request.method ?? 'GET'} ${request.path ?? '/'} → ${status} ${body.slice(0, 200)}`,
        );
    },
  });
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        timeout: options.timeoutSeconds ?? 10,
        headers: options.headers ?? {},
        requests: options.requests.map(sampled),
      },
      (error: unknown) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const endedAt = Date.now();
        const responses = latencies.length + failures.filter((f) => f.status === 0).length;
        const { p50, p95 } = summarize(latencies);
        const sorted = [...latencies].sort((a, b) => a - b);
        const p99 = sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
        resolve({
          responses,
          failures,
          statusCounts,
          failureSamples,
          requestsPerSecond: responses / ((endedAt - startedAt) / 1000),
          p50: p50 ?? 0,
          p95: p95 ?? 0,
          p99,
          errorRate: responses === 0 ? 1 : failures.length / responses,
          startedAt,
          endedAt,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
      if (statusCode < 200 || statusCode >= 400)
        failures.push({ at: Date.now(), status: statusCode });
    });
    instance.on('reqError', () => {
      statusCounts.error = (statusCounts.error ?? 0) + 1;
      failures.push({ at: Date.now(), status: 0 });
    });
    let ticks = 0;
    instance.on('tick', () => {
      ticks += 1;
      options.onTick?.({
        elapsedSeconds: ticks,
        responses: latencies.length,
        failures: failures.length,
      });
    });
  });
}

/** A different client address per request, as users behind a trusted proxy (TRUST_PROXY=loopback). */
export function randomClientIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** Makes a request carry a fresh X-Forwarded-For each time it is sent. */
export function fromRandomClient(request: autocannon.Request): autocannon.Request {
  return {
    ...request,
    setupRequest: (sent) => ({
      ...sent,
      headers: { ...sent.headers, 'x-forwarded-for': randomClientIp() },
    }),
  };
}
