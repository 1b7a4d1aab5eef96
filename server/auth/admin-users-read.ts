import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { rolesOf } from './admin-roles.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './errors.ts';
import { userJson } from './user-json.ts';
import { findUserById, type UserRecord, userSelect } from './users.ts';

/**
 * GET /auth/v1/admin/users and /admin/users/{id} (GoTrue's admin API as
 * auth-js's `auth.admin.listUsers` and `getUserById` read it). The user
 * object is GoTrue's, with the roles of public.user_roles in `app_metadata.roles`.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxPerPage = 1000;

export function adminUserJson(user: UserRecord, roles: string[]) {
  return userJson({ ...user, raw_app_meta_data: { ...user.raw_app_meta_data, roles } });
}

/** The user of the `{id}` path parameter, as GoTrue: 404 when it is not a UUID or not a user. */
export async function loadUser(q: Queryable, id: string, options: { lock?: boolean } = {}) {
  if (!uuidPattern.test(id))
    throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(q, id, options);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

export async function adminUserResponse(q: Queryable, user: UserRecord) {
  return adminUserJson(user, (await rolesOf(q, [user.id])).get(user.id) ?? []);
}

export async function adminGetUser(c: Context, context: AuthContext) {
  const user = await loadUser(context.db, c.req.param('id') ?? '');
  return c.json(await adminUserResponse(context.db, user));
}

function pageParameter(value: string | undefined, fallback: number, max: number) {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new AuthError(400, 'validation_failed', 'Bad Pagination Parameters');
  }
  return Number(value);
}

/** `?page=&per_page=` (1-based, 50 by default) and `?filter=` (part of the email). */
export async function adminListUsers(c: Context, context: AuthContext) {
  const page = pageParameter(c.req.query('page'), 1, 1_000_000);
  const perPage = pageParameter(c.req.query('per_page'), 50, maxPerPage);
  const filter = (c.req.query('filter') ?? '').trim().toLowerCase().slice(0, 320);
  const where = "where ($1 = '' or strpos(lower(u.email), $1) > 0)";
  const { rows: counted } = await context.db.query<{ total: number }>(
    `select count(*)::int as total from auth.users u ${where}`,
    [filter],
  );
  const total = counted[0]!.total;
  const { rows } = await context.db.query<{ user: UserRecord }>(
    `${userSelect} ${where}
     order by u.created_at desc, u.id
     limit $2 offset $3`,
    [filter, perPage, (page - 1) * perPage],
  );
  const users = rows.map((row) => row.user);
  const roles = await rolesOf(
    context.db,
    users.map((user) => user.id),
  );

  // GoTrue's pagination headers: the total, and links to the next and the last page.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const path = new URL(c.req.url).pathname;
  const link = (to: number, rel: string) =>
    `<${path}?page=${to}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')];
  c.header('X-Total-Count', String(total));
  c.header('Link', links.join(', '));
  return c.json({
    users: users.map((user) => adminUserJson(user, roles.get(user.id) ?? [])),
    aud: 'authenticated',
  });
}
