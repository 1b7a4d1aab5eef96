import { spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
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

/** Which HTTP load generator `httpLoad` uses; see `httpLoadGenerator`. */
export type HttpLoadGenerator = 'wrk' | 'autocannon';

/**
 * wrk (C, one thread) when it is installed, else autocannon (Node). On a
 * 2-CPU machine the generator shares the CPUs with the server and the
 * database, and autocannon spends several times wrk's CPU per request.
 * BENCH_HTTP_LOAD=autocannon|wrk chooses.
 */
export function httpLoadGenerator(): HttpLoadGenerator {
  const chosen = process.env.BENCH_HTTP_LOAD;
  if (chosen === 'wrk' || chosen === 'autocannon') return chosen;
  const found = spawnSync('wrk', ['--version'], { stdio: 'ignore' });
  return found.error ? 'autocannon' : 'wrk';
}

/** CPU ms of this process's finished (waited-for) children: cutime + cstime of /proc/self/stat. */
async function childrenCpuMs(): Promise<number> {
  const stat = await readFile('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) / 100) * 1000;
}

/** Runs `command` to its end and returns its standard output. */
function runToEnd(command: string, args: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** Milliseconds of a wrk duration such as `812.00us`, `1.20ms` or `2.01s`. */
function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk printed an unknown duration: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/** Reads wrk's `--latency` report. */
export function parseWrkReport(report: string, seconds: number): LoadResult {
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? 0);
  const percentile = (p: number) => {
    // wrk pads a value of a second or more with a trailing space (`1.28s `).
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)\\s*$`, 'm').exec(report);
    if (!match) throw new Error(`wrk printed no ${p}% latency:\n${report}`);
    return wrkMs(match[1]!);
  };
  const requests = number(/^\s*(\d+) requests in /m);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: number(/^Requests\/sec:\s+([\d.]+)/m) || requests / seconds,
    p50: percentile(50),
    p99: percentile(99),
    failures: number(/Non-2xx or 3xx responses: (\d+)/) + errors,
    requests,
  };
}

async function wrkLoad(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return parseWrkReport(await runToEnd('wrk', args), options.seconds);
}

async function autocannonLoad(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const bin = path.resolve('node_modules/.bin/autocannon');
  const args = ['-c', String(options.connections), '-d', String(options.seconds), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const result = JSON.parse(await runToEnd(bin, args)) as {
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

/**
 * HTTP load from a child process (wrk or autocannon), so it does not share
 * the server's thread; the result says how much CPU the generator spent.
 */
export async function httpLoad(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number; generator: HttpLoadGenerator },
): Promise<LoadResult & { generatorCpuMs: number }> {
  const before = await childrenCpuMs();
  const result =
    options.generator === 'wrk'
      ? await wrkLoad(url, headers, options)
      : await autocannonLoad(url, headers, options);
  return { ...result, generatorCpuMs: (await childrenCpuMs()) - before };
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
