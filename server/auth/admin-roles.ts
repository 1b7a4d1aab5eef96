import type { Queryable } from '../db/database.ts';
import { AuthError } from './errors.ts';

/**
 * Roles as the admin API carries them: `app_metadata.roles` (e.g. ["editor"]),
 * stored in public.user_roles. Every change goes through the SQL function
 * public.change_user_role (migration 0250), which refuses unconfirmed
 * accounts and the removal of the last admin, and writes the audit row.
 */

export const roleNames = ['editor', 'admin'] as const;
export type RoleName = (typeof roleNames)[number];

/** Reads `app_metadata.roles`: undefined when absent, 400 when it is not a list of known roles. */
export function requestedRoles(appMetadata: Record<string, unknown> | null | undefined) {
  if (!appMetadata || !('roles' in appMetadata)) return undefined;
  const value = appMetadata.roles;
  if (value === null) return [];
  if (
    !Array.isArray(value) ||
    value.length > roleNames.length * 2 ||
    !value.every((role) => roleNames.includes(role as RoleName))
  ) {
    throw new AuthError(
      400,
      'validation_failed',
      `app_metadata.roles must be a list of: ${roleNames.join(', ')}`,
    );
  }
  return [...new Set(value as RoleName[])];
}

export async function rolesOf(q: Queryable, userIds: string[]): Promise<Map<string, RoleName[]>> {
  const { rows } = await q.query<{ user_id: string; roles: RoleName[] }>(
    `select user_id, array_agg(role order by role) as roles
     from public.user_roles where user_id = any($1::uuid[]) group by user_id`,
    [userIds],
  );
  return new Map(rows.map((row) => [row.user_id, row.roles]));
}

const sqlErrors: Record<string, (message: string) => AuthError> = {
  PT404: () => new AuthError(404, 'user_not_found', 'User not found'),
  PT409: (message) => new AuthError(409, 'conflict', message),
  PT422: (message) => new AuthError(422, 'validation_failed', message),
  PT429: (message) => new AuthError(429, 'over_request_rate_limit', message),
  '22023': (message) => new AuthError(400, 'validation_failed', message),
};

/** The refusals of change_user_role as GoTrue-shaped errors; anything else is rethrown. */
export function roleChangeError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && sqlErrors[code] ? sqlErrors[code](message) : error;
}

/** Grants and revokes so the user has exactly `wanted`; `actorLabel` names who did it in the audit. */
export async function setRoles(
  tx: Queryable,
  userId: string,
  wanted: RoleName[],
  actorLabel: string,
) {
  const current = (await rolesOf(tx, [userId])).get(userId) ?? [];
  const changes = [
    ...wanted.filter((role) => !current.includes(role)).map((role) => ({ role, grant: true })),
    ...current.filter((role) => !wanted.includes(role)).map((role) => ({ role, grant: false })),
  ];
  for (const { role, grant } of changes) await changeRole(tx, userId, role, grant, actorLabel);
}

export async function changeRole(
  q: Queryable,
  userId: string,
  role: RoleName,
  grant: boolean,
  actorLabel: string,
): Promise<boolean> {
  try {
    const { rows } = await q.query<{ changed: boolean }>(
      'select public.change_user_role(null, $1, $2, $3, $4) as changed',
      [actorLabel, userId, role, grant],
    );
    return rows[0]!.changed;
  } catch (error) {
    throw roleChangeError(error);
  }
}
