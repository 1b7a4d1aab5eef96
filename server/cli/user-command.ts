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

/** One parsed command line: checked before any database or server is touched. */
export type UserCommand =
  | { command: 'help' }
  | { command: 'list' }
  | { command: 'create'; email: string; password?: string; fullName?: string; role?: Role }
  | { command: 'grant' | 'revoke'; email: string; role: Role }
  | { command: 'reset-password'; email: string; password?: string };

export function parseUserCommand(argv: string[]): UserCommand {
  let parsed;
  try {
    parsed = parseArgs({
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
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, email, role] = positionals;
  if (values.help || !command || command === 'help') return { command: 'help' };
  if (command === 'list') return { command };
  if (!['create', 'grant', 'revoke', 'reset-password'].includes(command))
    throw new UsageError(`Unknown command "${command}"`);
  if (!email) throw new UsageError(`"${command}" needs an email address`);
  switch (command) {
    case 'create':
      return {
        command,
        email,
        password: values.password,
        fullName: values.name,
        role: values.role === undefined ? undefined : roleArgument(values.role),
      };
    case 'grant':
    case 'revoke':
      return { command, email, role: roleArgument(role) };
    default:
      return { command: 'reset-password', email, password: values.password };
  }
}

export async function runUserCommand(
  admin: UserAdministration,
  argv: string[] | UserCommand,
): Promise<string[]> {
  const line = Array.isArray(argv) ? parseUserCommand(argv) : argv;
  switch (line.command) {
    case 'help':
      return [userUsage];
    case 'list': {
      const users = await admin.list();
      if (users.length === 0) return ['No accounts yet.'];
      return users.map(
        (user) =>
          `${user.email}\t${user.confirmed ? 'confirmed' : 'unconfirmed'}\t${user.roles.join(',') || '-'}\t${user.full_name ?? ''}`,
      );
    }
    case 'create': {
      const created = await admin.create({
        email: line.email,
        password: line.password,
        fullName: line.fullName,
        role: line.role,
      });
      const lines = [`Created ${created.email}${line.role ? ` (${line.role})` : ''}.`];
      if (!line.password) lines.push(`Password: ${created.password}`);
      return lines;
    }
    case 'grant':
      await admin.grant(line.email, line.role);
      return [`${line.email} is now ${line.role}.`];
    case 'revoke':
      await admin.revoke(line.email, line.role);
      return [`${line.email} is no longer ${line.role}.`];
    case 'reset-password': {
      const password = await admin.resetPassword(line.email, line.password);
      return line.password
        ? [`Password of ${line.email} changed.`]
        : [`New password of ${line.email}: ${password}`];
    }
  }
}

export { UserAdminError };
