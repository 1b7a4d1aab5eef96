import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';

/** `node --import tsx server/main.ts` in its own process, with its output kept. */
export interface MainRun {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Starts server/main.ts with only PATH, HOME and `env` in its environment. */
export function startMain(env: Record<string, string>): MainRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** SIGKILL to every server started by `startMain` that is still running (for afterEach). */
export function killStartedMains() {
  for (const child of running) child.kill('SIGKILL');
}
