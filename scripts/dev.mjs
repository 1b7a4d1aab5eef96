// `npm run dev`: the API server with reload on port 3001 and the Vite dev server on port 3000 in front of it.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.ZAJEDNICA_API_PORT ?? '3001';
const siteUrl = `http://localhost:${webPort}`;
const serverEnv = { ...process.env, PORT: apiPort, SITE_URL: siteUrl };

const keys = spawnSync('npx', ['tsx', 'server/cli/keys.ts', '--json'], {
  cwd: root,
  env: serverEnv,
  encoding: 'utf8',
});
if (keys.status !== 0) {
  process.stderr.write(keys.stderr);
  process.exit(keys.status ?? 1);
}
const { anonKey } = JSON.parse(keys.stdout.trim().split('\n').at(-1));

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    env: serverEnv,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts', '--port', webPort, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ZAJEDNICA_API_PORT: apiPort,
      ZAJEDNICA_DEV_CONFIG: JSON.stringify({ anonKey, siteUrl }),
    },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children)
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
