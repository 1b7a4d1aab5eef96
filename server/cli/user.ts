import { ConfigError, parseConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { setLogLevel } from '../log.ts';
import { runUserCommand, UsageError, UserAdminError, userUsage } from './user-command.ts';

/** `npm run user -- …`: account and role administration (see user-command.ts). */

let config;
try {
  config = parseConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
setLogLevel('warn');
const db = await openDatabase(config);
let exitCode = 0;
try {
  await migrate(db);
  for (const line of await runUserCommand(db, process.argv.slice(2))) console.log(line);
} catch (error) {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
    console.error(`${error.message}\n\n${userUsage}`);
    exitCode = 2;
  } else if (error instanceof UserAdminError) {
    console.error(error.message);
    exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await db.close();
}
process.exit(exitCode);
