import {
  createConfirmedUser,
  generatePassword,
  grantRole,
  listUsers,
  resetPassword,
  revokeRole,
  type Role,
  UserAdminError,
  type UserListing,
} from '../auth/user-admin.ts';
import type { Database } from '../db/database.ts';
import { AdminApiClient, AdminApiError } from './admin-api-client.ts';

/**
 * What `npm run user` does, in one of two ways: directly on the database (no
 * server running, or PostgreSQL), or through a running server's admin API.
 */
export interface UserAdministration {
  create(input: {
    email: string;
    password?: string | undefined;
    fullName?: string | undefined;
    role?: Role | undefined;
  }): Promise<{ email: string; password: string }>;
  grant(email: string, role: Role): Promise<void>;
  revoke(email: string, role: Role): Promise<void>;
  resetPassword(email: string, password?: string): Promise<string>;
  list(): Promise<UserListing[]>;
}

export function directAdministration(db: Database): UserAdministration {
  return {
    async create(input) {
      const created = await createConfirmedUser(db, input);
      if (input.role) await grantRole(db, created.email, input.role);
      return created;
    },
    grant: (email, role) => grantRole(db, email, role),
    revoke: (email, role) => revokeRole(db, email, role),
    resetPassword: (email, password) => resetPassword(db, email, password),
    list: () => listUsers(db),
  };
}

async function asUserAdminError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AdminApiError) throw new UserAdminError(error.message);
    throw error;
  }
}

export function apiAdministration(client: AdminApiClient): UserAdministration {
  const changeRoles = async (email: string, change: (roles: string[]) => string[]) => {
    const user = await client.findByEmail(email);
    const roles = change(user.app_metadata.roles ?? []);
    await client.updateUser(user.id, { app_metadata: { roles } });
  };
  return {
    create: (input) =>
      asUserAdminError(
        (async () => {
          const password = input.password ?? generatePassword();
          const user = await client.createUser({
            email: input.email,
            password,
            email_confirm: true,
            ...(input.fullName ? { user_metadata: { full_name: input.fullName } } : {}),
            ...(input.role ? { app_metadata: { roles: [input.role] } } : {}),
          });
          return { email: user.email ?? input.email, password };
        })(),
      ),
    grant: (email, role) =>
      asUserAdminError(changeRoles(email, (roles) => [...new Set([...roles, role])])),
    revoke: (email, role) =>
      asUserAdminError(changeRoles(email, (roles) => roles.filter((each) => each !== role))),
    resetPassword: (email, password = generatePassword()) =>
      asUserAdminError(
        (async () => {
          const user = await client.findByEmail(email);
          await client.updateUser(user.id, { password });
          return password;
        })(),
      ),
    list: () =>
      asUserAdminError(
        (async () =>
          (await client.listUsers())
            .map((user) => ({
              email: user.email ?? '',
              full_name:
                typeof user.user_metadata.full_name === 'string'
                  ? user.user_metadata.full_name
                  : null,
              confirmed: Boolean(user.email_confirmed_at),
              roles: [...(user.app_metadata.roles ?? [])].sort(),
              created_at: user.created_at,
            }))
            .reverse())(),
      ),
  };
}
