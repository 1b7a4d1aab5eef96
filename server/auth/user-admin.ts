import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { changeRole } from './admin-roles.ts';
import { AuthError } from './errors.ts';
import { assertPasswordPolicy, hashPassword } from './passwords.ts';
import { isValidEmail, normalizeEmail } from './request-body.ts';
import { createEmailUser } from './user-writes.ts';
import { findUserByEmail } from './users.ts';

/** Operator actions behind `npm run user` and the demo admin: run as the server's own role. */

export const roles = ['editor', 'admin'] as const;
export type Role = (typeof roles)[number];

export class UserAdminError extends Error {}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

function checkedEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized))
    throw new UserAdminError(`"${email}" is not a valid email address`);
  return normalized;
}

function checkedPassword(password: string) {
  try {
    assertPasswordPolicy(password);
  } catch (error) {
    throw new UserAdminError(error instanceof Error ? error.message : String(error));
  }
}

/** Creates a confirmed user; returns its id and the password (generated when not given). */
export async function createConfirmedUser(
  db: Database,
  input: { email: string; password?: string | undefined; fullName?: string | undefined },
): Promise<{ id: string; email: string; password: string }> {
  const email = checkedEmail(input.email);
  const password = input.password ?? generatePassword();
  checkedPassword(password);
  const passwordHash = await hashPassword(password);
  const metadata = input.fullName ? { full_name: input.fullName } : {};
  const user = await db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email))
      throw new UserAdminError(`${email} already has an account`);
    return createEmailUser(tx, { email, passwordHash, metadata, confirmed: true });
  });
  return { id: user.id, email, password };
}

async function userId(db: Database, email: string): Promise<string> {
  const user = await findUserByEmail(db, checkedEmail(email));
  if (!user) throw new UserAdminError(`No user with the email ${email}`);
  return user.id;
}

/** Through public.change_user_role: refused for unconfirmed accounts and the last admin; audited. */
async function changeRoleByEmail(db: Database, email: string, role: Role, grant: boolean) {
  const id = await userId(db, email);
  try {
    await changeRole(db, id, role, grant, 'npm run user');
  } catch (error) {
    if (error instanceof AuthError) throw new UserAdminError(error.message);
    throw error;
  }
}

export function grantRole(db: Database, email: string, role: Role) {
  return changeRoleByEmail(db, email, role, true);
}

export function revokeRole(db: Database, email: string, role: Role) {
  return changeRoleByEmail(db, email, role, false);
}

/** Sets a new password (generated when not given) and signs the user out everywhere. */
export async function resetPassword(db: Database, email: string, password = generatePassword()) {
  checkedPassword(password);
  const id = await userId(db, email);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query(
      'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
      [id, passwordHash],
    );
    await tx.query('delete from auth.sessions where user_id = $1', [id]);
  });
  return password;
}

export type UserListing = {
  email: string;
  full_name: string | null;
  confirmed: boolean;
  roles: string[];
  created_at: string;
};

export async function listUsers(db: Database): Promise<UserListing[]> {
  const { rows } = await db.query<UserListing>(
    `select u.email, p.full_name, u.email_confirmed_at is not null as confirmed,
            coalesce(array_agg(r.role order by r.role) filter (where r.role is not null), '{}') as roles,
            u.created_at::text as created_at
     from auth.users u
     left join public.profiles p on p.id = u.id
     left join public.user_roles r on r.user_id = u.id
     group by u.id, p.full_name
     order by u.created_at`,
  );
  return rows;
}
