import { parseArgs } from 'node:util';
import {
  createConfirmedUser,
  grantRole,
  listUsers,
  resetPassword,
  revokeRole,
  type Role,
  roles,
  UserAdminError,
} from '../auth/user-admin.ts';
import type { Database } from '../db/database.ts';

/** The commands of `npm run user -- …`; returns the lines to print. */

export const userUsage = `Usage: npm run user -- <command>

  create <email> [--password <password>] [--name <full name>] [--role editor|admin]
      Creates a confirmed account. Without --password one is generated and printed.
  grant <email> <editor|admin>       Gives the role (admin includes editor rights).
  revoke <email> <editor|admin>      Takes the role away.
  reset-password <email> [--password <password>]
      Sets a new password (generated when not given) and signs the user out everywhere.
  list                               Lists every account with its roles.

With the embedded database, stop the server first: only one process may open it.`;

export class UsageError extends Error {}

function roleArgument(value: string | undefined): Role {
  if (!roles.includes(value as Role))
    throw new UsageError(`The role must be one of: ${roles.join(', ')}`);
  return value as Role;
}

export async function runUserCommand(db: Database, argv: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, email, role] = positionals;
  if (values.help || !command) return [userUsage];
  if (command === 'list') {
    const users = await listUsers(db);
    if (users.length === 0) return ['No accounts yet.'];
    return users.map(
      (user) =>
        `${user.email}\t${user.confirmed ? 'confirmed' : 'unconfirmed'}\t${user.roles.join(',') || '-'}\t${user.full_name ?? ''}`,
    );
  }
  if (!email) throw new UsageError(`"${command}" needs an email address`);
  switch (command) {
    case 'create': {
      const grant = values.role === undefined ? undefined : roleArgument(values.role);
      const created = await createConfirmedUser(db, {
        email,
        password: values.password,
        fullName: values.name,
      });
      if (grant) await grantRole(db, created.email, grant);
      const lines = [`Created ${created.email}${grant ? ` (${grant})` : ''}.`];
      if (!values.password) lines.push(`Password: ${created.password}`);
      return lines;
    }
    case 'grant':
      await grantRole(db, email, roleArgument(role));
      return [`${email} is now ${role}.`];
    case 'revoke':
      await revokeRole(db, email, roleArgument(role));
      return [`${email} is no longer ${role}.`];
    case 'reset-password': {
      const password = await resetPassword(db, email, values.password);
      return values.password
        ? [`Password of ${email} changed.`]
        : [`New password of ${email}: ${password}`];
    }
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

export { UserAdminError };
