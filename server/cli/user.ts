import { type Config, ConfigError, parseConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { loadJwtSecret } from '../jwt-secret.ts';
import { deriveApiKeys } from '../keys.ts';
import { setLogLevel } from '../log.ts';
import { readServerLock, serverLockFile } from '../server-lock.ts';
import { AdminApiClient } from './admin-api-client.ts';
import { chooseUserTarget } from './user-target.ts';
import { apiAdministration, directAdministration } from './user-admin-target.ts';
import {
  parseUserCommand,
  runUserCommand,
  UsageError,
  type UserCommand,
  UserAdminError,
  userUsage,
} from './user-command.ts';

/** `npm run user -- …`: account and role administration (see user-command.ts). */

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
setLogLevel('warn');

const argv = process.argv.slice(2);
// A mistake on the command line, or help, is answered before any database or server is touched.
let command: UserCommand;
try {
  command = parseUserCommand(argv);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${userUsage}`);
  process.exit(2);
}
if (command.command === 'help') {
  console.log(userUsage);
  process.exit(0);
}

const target = await chooseUserTarget({
  config,
  urlFlag: urlFlag(argv),
  lock: config.databaseUrl ? undefined : await readServerLock(config.dataDir),
  lockFile: serverLockFile(config.dataDir),
});
if (target.kind === 'refuse') {
  console.error(target.reason);
  process.exit(1);
}

let db: Database | undefined;
let exitCode = 0;
try {
  let admin;
  if (target.kind === 'api') {
    const { serviceRoleKey } = await deriveApiKeys(await loadJwtSecret(config));
    admin = apiAdministration(new AdminApiClient(target.url, serviceRoleKey));
  } else {
    // Loaded only here: opening the embedded database is most of a direct run's time.
    const { openDatabase } = await import('../db/open-database.ts');
    const { migrate } = await import('../db/migrate.ts');
    db = await openDatabase(config);
    await migrate(db);
    admin = directAdministration(db);
  }
  for (const line of await runUserCommand(admin, command)) console.log(line);
} catch (error) {
  if (error instanceof UserAdminError) {
    console.error(error.message);
    exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await db?.close();
}
process.exit(exitCode);

function urlFlag(args: string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--url' || arg.startsWith('--url='));
  if (index === -1) return undefined;
  return args[index]!.startsWith('--url=') ? args[index]!.slice(6) : args[index + 1];
}
