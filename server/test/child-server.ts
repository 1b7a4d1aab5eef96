import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The real server in its own process (`node --import tsx server/main.ts`), for
 * tests and benchmarks that load it, kill it or run two of it. The process is
 * node itself (no wrapper), so its pid is the server's: `kill -9` hits the
 * server and /proc/<pid>/status shows the server's memory.
 */

export interface ChildServer {
  url: string;
  port: number;
  pid: number;
  process: ChildProcess;
  /** The last lines the server printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Resident set size in MiB, read from /proc (Linux). */
  rssMiB(): Promise<number>;
  /** SIGTERM and wait (a clean shutdown). */
  stop(): Promise<void>;
  /** SIGKILL and wait: no shutdown code runs. */
  kill(): Promise<void>;
}

export const serverDefaults = {
  HOST: '127.0.0.1',
  SEED: 'none',
  LOG_LEVEL: 'warn',
  WEB_DIR: path.resolve('server/test/fixtures/web'),
};

/** Polls `url` until it answers 200 (a server still starting answers 503 or refuses). */
export async function waitFor200(url: string, timeoutMs: number, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (!isAlive()) throw new Error(`The server exited before ${url} answered 200`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server with `env` on `port` and resolves once /ready answers 200. */
export async function startChildServer(
  port: number,
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...serverDefaults, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const server: ChildServer = {
    url,
    port,
    pid: child.pid!,
    process: child,
    output: () => output,
    async rssMiB() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
      return kib / 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  try {
    await waitFor200(
      `${url}/ready`,
      options.readyTimeoutMs ?? 180_000,
      () => child.exitCode === null && child.signalCode === null,
    );
  } catch (error) {
    await server.kill();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, {
      cause: error,
    });
  }
  return server;
}
