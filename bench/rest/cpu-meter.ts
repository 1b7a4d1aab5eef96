import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * CPU time spent during one run: by this process (the API server, or the
 * direct-SQL client; with PGlite also the database) or by a server started
 * as its own process tree (the process and its children: a cluster's primary
 * and workers) and, for a PostgreSQL on
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

/** Field 4 of /proc/<pid>/stat: the parent pid; undefined when the process is gone. */
async function parentPid(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** CPU ms of `root` and of each of its children (found by their parent pid), by pid. */
async function treeCpuMs(root: number): Promise<Map<number, number>> {
  const pids = [root];
  for (const entry of await readdir('/proc')) {
    if (/^\d+$/.test(entry) && (await parentPid(Number(entry))) === root) pids.push(Number(entry));
  }
  const spent = new Map<number, number>();
  for (const pid of pids) {
    const ms = await processCpuMs(pid);
    if (ms !== undefined) spent.set(pid, ms);
  }
  return spent;
}

/** CPU ms spent between two readings; processes started in between count from zero. */
function spentBetween(start: Map<number, number>, end: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of end) total += ms - (start.get(pid) ?? 0);
  return total;
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

/**
 * Starts measuring; the returned function ends the measurement. `serverPid`:
 * "process" is that process and its children instead of this process.
 */
export async function measureCpu(
  databaseUrl: string | undefined,
  serverPid?: number,
): Promise<() => Promise<CpuSpent>> {
  const processStart = process.cpuUsage();
  const treeStart = serverPid === undefined ? undefined : await treeCpuMs(serverPid);
  const backendsStart = databaseUrl ? await backendsCpuMs(databaseUrl) : undefined;
  return async () => {
    const used = process.cpuUsage(processStart);
    const processMs =
      serverPid === undefined
        ? (used.user + used.system) / 1000
        : spentBetween(treeStart!, await treeCpuMs(serverPid));
    const backendsEnd = databaseUrl && backendsStart ? await backendsCpuMs(databaseUrl) : undefined;
    if (!backendsEnd) return { processMs, databaseMs: undefined };
    return { processMs, databaseMs: spentBetween(backendsStart!, backendsEnd) };
  };
}
