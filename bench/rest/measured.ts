import { type CpuSpent, measureCpu } from './cpu-meter.ts';
import type { LoadResult } from './load.ts';

/** Concurrent connections (HTTP) or workers (direct SQL) of every run. */
export const connections = 50;

/** Seconds of load before each measured run, so JIT compilation and new connections are not measured. */
export const warmUpSeconds = 2;

export interface Measured extends LoadResult {
  cpu: CpuSpent;
  /** CPU ms of the HTTP load generator's process, for API runs. */
  generatorCpuMs?: number;
}

/**
 * `run` once to warm up, then again for `seconds` while the CPU is measured:
 * of this process, or of `serverPid` and its children when the server runs
 * there, and of the PostgreSQL backends of `databaseUrl`.
 */
export async function measured(
  databaseUrl: string | undefined,
  run: (seconds: number) => Promise<LoadResult & { generatorCpuMs?: number }>,
  seconds: number,
  serverPid?: number,
): Promise<Measured> {
  await run(warmUpSeconds);
  const stop = await measureCpu(databaseUrl, serverPid);
  const result = await run(seconds);
  return { ...result, cpu: await stop() };
}

/** The bench read must answer 200 with its 20 rows before it is measured. */
export async function checkRead(url: string, headers: Record<string, string>) {
  const check = await fetch(url, { headers });
  const rows = (await check.json()) as unknown[];
  if (check.status !== 200 || rows.length !== 20)
    throw new Error(`The bench read answered ${check.status} with ${rows.length} rows`);
}
