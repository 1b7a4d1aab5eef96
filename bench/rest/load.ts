import { spawn } from 'node:child_process';
import path from 'node:path';

/** Throughput and latency of one run. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** Answered requests (or statements) in the whole run. */
  requests: number;
}

/** HTTP load with autocannon in a child process, so it does not share the server's CPU thread. */
export async function httpLoad(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const bin = path.resolve('node_modules/.bin/autocannon');
  const args = ['-c', String(options.connections), '-d', String(options.seconds), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
  const result = JSON.parse(output) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    requests: result.requests.total,
  };
}

/** `run` (the database work of one request) again and again from `connections` concurrent workers. */
export async function sqlLoad(
  run: () => Promise<unknown>,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        await run();
        latencies.push(performance.now() - start);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requestsPerSecond: latencies.length / options.seconds,
    p50: at(0.5),
    p99: at(0.99),
    failures,
    requests: latencies.length,
  };
}
