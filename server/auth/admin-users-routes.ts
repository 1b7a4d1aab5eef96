import type { Context, Hono, MiddlewareHandler } from 'hono';
import { clientKey } from '../http/client-ip.ts';
import { type RateLimit, withinLimit } from '../http/rate-limit.ts';
import { requireServiceRole } from './admin-auth.ts';
import { adminDeleteFactor, adminListFactors } from './admin-factors.ts';
import { adminGenerateLink, adminInvite } from './admin-links.ts';
import { adminGetUser, adminListUsers } from './admin-users-read.ts';
import { adminCreateUser, adminDeleteUser, adminUpdateUser } from './admin-users-write.ts';
import type { AuthContext } from './auth-context.ts';
import { authErrors } from './errors.ts';

/**
 * /auth/v1/admin/users: GoTrue's user administration, for the service-role key
 * only (auth-js `auth.admin.*`, `npm run user` against a running server).
 * Writes are counted per client address, like every other write.
 */

export const adminWriteLimit: RateLimit = { limit: 300, windowMs: 5 * 60_000 };

export function registerAdminUserRoutes(app: Hono, context: AuthContext) {
  const flow =
    (handler: (c: Context, context: AuthContext) => Response | Promise<Response>) => (c: Context) =>
      handler(c, context);
  const serviceRole: MiddlewareHandler = async (c, next) => {
    await requireServiceRole(c, context);
    await next();
  };
  const limitWrites: MiddlewareHandler = async (c, next) => {
    const key = `auth-admin-write:${clientKey(c, context.trustProxy)}`;
    if (!(await withinLimit(context.rateLimits, key, adminWriteLimit))) {
      throw authErrors.overRequestRateLimit();
    }
    await next();
  };

  app.use('/admin/*', serviceRole);
  app.get('/admin/users', flow(adminListUsers));
  app.post('/admin/users', limitWrites, flow(adminCreateUser));
  app.get('/admin/users/:id', flow(adminGetUser));
  app.put('/admin/users/:id', limitWrites, flow(adminUpdateUser));
  app.delete('/admin/users/:id', limitWrites, flow(adminDeleteUser));
  app.get('/admin/users/:id/factors', flow(adminListFactors));
  app.delete('/admin/users/:id/factors/:factorId', limitWrites, flow(adminDeleteFactor));
  app.post('/admin/generate_link', limitWrites, flow(adminGenerateLink));
  // GoTrue serves the invitation outside /admin, for the service role all the same.
  app.post('/invite', serviceRole, limitWrites, flow(adminInvite));
}
