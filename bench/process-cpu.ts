import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU time (user + sys, seconds) used so far by every process of the process
 * group `groupId`, counting the children they already waited for. Read from
 * /proc, so Linux only: undefined elsewhere.
 */
export async function groupCpuSeconds(groupId: number): Promise<number | undefined> {
  if (process.platform !== 'linux') return undefined;
  const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  let ticks = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces) in its parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[2] is the process group; [11..14] are utime, stime, cutime, cstime.
    if (Number(fields[2]) !== groupId) continue;
    ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  }
  return ticks / ticksPerSecond;
}
