import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { writeAdminPasswordFile } from './admin-password-file.ts';
import { createConfirmedUser, grantRole } from './user-admin.ts';

export const demoAdminEmail = 'admin@zajednica.local';

/**
 * On the first start of a fresh embedded database with SEED=demo: an admin
 * with a random password, kept in the data directory (admin-password.txt,
 * mode 0600) and never written to the log; the start banner names the file.
 * `npm run user -- reset-password` sets a new one.
 */
export async function seedDemoAdmin(db: Database, dataDir: string) {
  const { password } = await createConfirmedUser(db, {
    email: demoAdminEmail,
    fullName: 'Administrator',
  });
  await grantRole(db, demoAdminEmail, 'admin');
  const passwordFile = await writeAdminPasswordFile(dataDir, password);
  log.info('demo admin created', { email: demoAdminEmail, passwordFile });
}
