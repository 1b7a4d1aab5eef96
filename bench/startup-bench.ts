import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureDemoTemplate } from '../server/db/pglite-template.ts';
import { waitFor200 } from '../server/test/child-server.ts';
import { enginesFrom, type EngineName, freshStore } from './bench-engines.ts';
import { groupCpuSeconds } from './process-cpu.ts';

/**
 * `npm run bench -- startup [postgres|pglite]`: seconds from `npm start` on a
 * fresh data directory (or a fresh PostgreSQL database) to the first page
 * served: `/` answering 200. Goal ≤ 5 s. The app already built in dist/web
 * (or the one WEB_DIR names) is served through WEB_DIR, so `npm start` never
 * rebuilds it here; the embedded database template that `npm run build` makes
 * is made first when missing, as the build would have. Also the CPU time
 * (user + sys) of npm start's processes until then, which a loaded machine
 * changes less than the wall time.
 */

export const startupGoalSeconds = 5;
const port = 4968;

export interface StartupResult {
  engine: EngineName;
  seconds: number;
  /** user + sys of the whole `npm start` process group; undefined off Linux. */
  cpuSeconds: number | undefined;
}

export async function benchStartup(engine: EngineName): Promise<StartupResult> {
  const builtWeb = path.resolve(process.env.WEB_DIR ?? 'dist/web');
  if (!existsSync(path.join(builtWeb, 'index.html')))
    throw new Error(
      `No built app in ${builtWeb}: run \`npm run build\` once before this benchmark.`,
    );
  if (engine === 'pglite') await ensureDemoTemplate();
  const store = await freshStore(engine);
  const started = performance.now();
  // Its own process group, so the whole tree (npm → node) stops together.
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      ...store.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIR: builtWeb,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, 180_000, alive);
    const seconds = (performance.now() - started) / 1000;
    return { engine, seconds, cpuSeconds: await groupCpuSeconds(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (alive()) {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    await store.dispose();
  }
}

export function startupLine(result: StartupResult) {
  const ok = result.seconds <= startupGoalSeconds ? 'ok' : 'over';
  const cpu = result.cpuSeconds === undefined ? 'n/a' : `${result.cpuSeconds.toFixed(1)} s`;
  return `${result.engine.padEnd(9)} npm start → first page ${result.seconds.toFixed(1)} s, CPU ${cpu} user+sys (goal ≤ ${startupGoalSeconds} s) ${ok}`;
}

export async function main(args: string[]) {
  const lines = [
    'Fresh data directory (PGlite) or fresh database (PostgreSQL), demo content seeded on PGlite.',
    '',
  ];
  for (const engine of enginesFrom(args)) {
    console.error(`startup bench (${engine}): npm start…`);
    lines.push(startupLine(await benchStartup(engine)));
  }
  console.log(lines.join('\n'));
}
