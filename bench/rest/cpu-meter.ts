import { readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * CPU time spent during one run: by this process (the API server, or the
 * direct-SQL client; with PGlite also the database) and, for a PostgreSQL on
 * this machine, by the backends serving the bench database (read from
 * /proc; absent when PostgreSQL runs elsewhere).
 */
export interface CpuSpent {
  processMs: number;
  databaseMs: number | undefined;
}

const ticksPerSecond = 100;

/** utime + stime of a process, in ms; undefined when it is gone or not on this machine. */
async function processCpuMs(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
  } catch {
    return undefined;
  }
}

async function backendsCpuMs(databaseUrl: string): Promise<Map<number, number> | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const spent = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = await processCpuMs(pid);
      if (ms === undefined) return undefined;
      spent.set(pid, ms);
    }
    return spent;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts measuring; the returned function ends the measurement. */
export async function measureCpu(
  databaseUrl: string | undefined,
): Promise<() => Promise<CpuSpent>> {
  const processStart = process.cpuUsage();
  const backendsStart = databaseUrl ? await backendsCpuMs(databaseUrl) : undefined;
  return async () => {
    const used = process.cpuUsage(processStart);
    const processMs = (used.user + used.system) / 1000;
    const backendsEnd = databaseUrl && backendsStart ? await backendsCpuMs(databaseUrl) : undefined;
    if (!backendsEnd) return { processMs, databaseMs: undefined };
    let databaseMs = 0;
    // Backends opened during the run count from zero.
    for (const [pid, ms] of backendsEnd) databaseMs += ms - (backendsStart!.get(pid) ?? 0);
    return { processMs, databaseMs };
  };
}
