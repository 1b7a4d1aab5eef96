import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { writeAdminPasswordFile } from './admin-password-file.ts';
import { changeRole } from './admin-roles.ts';
import { createConfirmedUser } from './user-admin.ts';

export const demoAdminEmail = 'admin@zajednica.local';
/** Who made the demo admin, in user_role_changes. */
export const demoSeedActor = 'demo seed';

/**
 * On the first start of a fresh embedded database with SEED=demo: an admin
 * with a random password, kept in the data directory (admin-password.txt,
 * mode 0600) and never written to the log; the start banner names the file.
 * `npm run user -- reset-password` sets a new one.
 */
export async function seedDemoAdmin(db: Database, dataDir: string) {
  const { id, password } = await createConfirmedUser(db, {
    email: demoAdminEmail,
    fullName: 'Administrator',
  });
  // Recorded like any role change; the 'demo seed' actor is told nothing (notify_role_change).
  await changeRole(db, id, 'admin', true, demoSeedActor);
  const passwordFile = await writeAdminPasswordFile(dataDir, password);
  log.info('demo admin created', { email: demoAdminEmail, passwordFile });
}
