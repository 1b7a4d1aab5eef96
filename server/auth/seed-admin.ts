import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { createConfirmedUser, grantRole } from './user-admin.ts';

export const demoAdminEmail = 'admin@zajednica.local';

/**
 * On the first start of a fresh embedded database with SEED=demo: an admin
 * with a random password, printed once in the log (it is not stored anywhere
 * in clear; `npm run user -- reset-password` sets a new one).
 */
export async function seedDemoAdmin(db: Database) {
  const { password } = await createConfirmedUser(db, {
    email: demoAdminEmail,
    fullName: 'Administrator',
  });
  await grantRole(db, demoAdminEmail, 'admin');
  // warn, so the only copy of the password is printed at every log level but silent.
  log.warn('demo admin created: sign in with this password, it is shown only once', {
    email: demoAdminEmail,
    password,
  });
}
