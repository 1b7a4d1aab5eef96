import { parseArgs } from 'node:util';
import { type Role, roles, UserAdminError } from '../auth/user-admin.ts';
import type { UserAdministration } from './user-admin-target.ts';

/** The commands of `npm run user -- …`; returns the lines to print. */

export const userUsage = `Usage: npm run user -- <command>

  create <email> [--password <password>] [--name <full name>] [--role editor|admin]
      Creates a confirmed account. Without --password one is generated and printed.
  grant <email> <editor|admin>       Gives the role (admin includes editor rights).
  revoke <email> <editor|admin>      Takes the role away.
  reset-password <email> [--password <password>]
      Sets a new password (generated when not given) and signs the user out everywhere.
  list                               Lists every account with its roles.

Options for every command:
  --url <address>    the running server to use (default: the one in DATA_DIR/server.lock)

While a server runs on the embedded database, the commands go through its
admin API (/auth/v1/admin/users) with the service-role key; with no server
running, or on PostgreSQL (DATABASE_URL), they work on the database directly.
Roles can only be given to confirmed accounts, and the last admin stays admin.`;

export class UsageError extends Error {}

function roleArgument(value: string | undefined): Role {
  if (!roles.includes(value as Role))
    throw new UsageError(`The role must be one of: ${roles.join(', ')}`);
  return value as Role;
}

export async function runUserCommand(admin: UserAdministration, argv: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, email, role] = positionals;
  if (values.help || !command) return [userUsage];
  if (command === 'list') {
    const users = await admin.list();
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
      const created = await admin.create({
        email,
        password: values.password,
        fullName: values.name,
        role: grant,
      });
      const lines = [`Created ${created.email}${grant ? ` (${grant})` : ''}.`];
      if (!values.password) lines.push(`Password: ${created.password}`);
      return lines;
    }
    case 'grant':
      await admin.grant(email, roleArgument(role));
      return [`${email} is now ${role}.`];
    case 'revoke':
      await admin.revoke(email, roleArgument(role));
      return [`${email} is no longer ${role}.`];
    case 'reset-password': {
      const password = await admin.resetPassword(email, values.password);
      return values.password
        ? [`Password of ${email} changed.`]
        : [`New password of ${email}: ${password}`];
    }
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

export { UserAdminError };
