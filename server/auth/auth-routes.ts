import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { registerAdminUserRoutes } from './admin-users-routes.ts';
import { expectedSchemaVersion, mayMeanSchemaGone, schemaGoneCheck } from '../db/schema-version.ts';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../http/database-unavailable.ts';
import { errorFields, log } from '../log.ts';
import type { AuthContext } from './auth-context.ts';
import { limitPerIp } from './auth-limits.ts';
import { AuthError, authErrorResponse } from './errors.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './factors.ts';
import { logout } from './logout.ts';
import { otp } from './otp.ts';
import { reauthenticate } from './reauthenticate.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { settings } from './settings.ts';
import { signup } from './signup.ts';
import { tokenPassword } from './token-password.ts';
import { tokenIdToken } from './token-id-token.ts';
import { tokenPkce } from './token-pkce.ts';
import { tokenRefresh } from './token-refresh.ts';
import { userGet } from './user-get.ts';
import { userUpdate } from './user-update.ts';
import { verify } from './verify.ts';
import { verifyLink } from './verify-link.ts';

/** /auth/v1: the GoTrue-compatible account service. Mounted by app.ts. */
export function authRoutes(context: AuthContext) {
  const app = new Hono();
  const flow =
    (handler: (c: Context, context: AuthContext) => Response | Promise<Response>) => (c: Context) =>
      handler(c, context);

  app.use(
    '*',
    bodyLimit({
      maxSize: 256 * 1024,
      onError: () => {
        throw new AuthError(413, 'request_entity_too_large', 'Request body too large');
      },
    }),
  );

  app.post('/signup', limitPerIp(context, 'otp'), flow(signup));
  app.post('/token', limitPerIp(context, 'token'), (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') return tokenPassword(c, context);
    if (grantType === 'refresh_token') return tokenRefresh(c, context);
    if (grantType === 'pkce') return tokenPkce(c, context);
    if (grantType === 'id_token') return tokenIdToken(c, context);
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });
  app.get('/user', flow(userGet));
  app.put('/user', flow(userUpdate));
  app.post('/logout', flow(logout));
  app.post('/recover', limitPerIp(context, 'otp'), flow(recover));
  app.post('/resend', limitPerIp(context, 'otp'), flow(resend));
  app.post('/verify', limitPerIp(context, 'verify'), flow(verify));
  app.get('/verify', limitPerIp(context, 'verify'), flow(verifyLink));
  app.get('/settings', flow(settings));
  app.post('/factors', limitPerIp(context, 'otp'), flow(enrollFactor));
  app.post('/factors/:id/challenge', limitPerIp(context, 'verify'), flow(challengeFactor));
  app.post('/factors/:id/verify', limitPerIp(context, 'verify'), flow(verifyFactor));
  app.delete('/factors/:id', flow(unenrollFactor));
  app.get('/reauthenticate', limitPerIp(context, 'otp'), flow(reauthenticate));
  app.post('/otp', limitPerIp(context, 'otp'), flow(otp));
  registerAdminUserRoutes(app, context);
  app.all('*', () => {
    throw new AuthError(404, 'not_found', 'This endpoint is not supported');
  });

  // A database recreated empty under the running server is unavailable (503), not broken (500).
  const schemaGone = schemaGoneCheck(context.db, expectedSchemaVersion());
  app.onError(async (error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    const code = (error as { code?: unknown }).code;
    // A refresh waiting more than 5 s for its session's lock (PROTOCOL.md §2.6).
    if (code === '55P03') {
      return authErrorResponse(
        c,
        new AuthError(409, 'conflict', 'Concurrent refresh, please retry'),
      );
    }
    if (isDatabaseUnavailable(error) || (mayMeanSchemaGone(error) && (await schemaGone()))) {
      log.warn('auth request: database unavailable', errorFields(error));
      c.header('Retry-After', String(databaseRetryAfterSeconds));
      return authErrorResponse(
        c,
        new AuthError(503, 'unexpected_failure', 'Service temporarily unavailable, please retry'),
      );
    }
    log.error('auth request failed', errorFields(error));
    // Never a 500 on the token endpoint: older auth-js signs out on it; 503 is retried.
    const status = c.req.path.endsWith('/token') ? 503 : 500;
    return authErrorResponse(
      c,
      new AuthError(status, 'unexpected_failure', 'Unexpected failure, please try again'),
    );
  });
  return app;
}
