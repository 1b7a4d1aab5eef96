import type { Context } from 'hono';
import { FunctionError, type FunctionContext, verifyCallerJwt } from './function-context.ts';

/** The verified claims of the caller's Bearer token; 401 for none, the anon key or a bad token. */
export async function callerClaims(c: Context, context: FunctionContext, refusal: string) {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  const verified = match ? await verifyCallerJwt(match[1]!, context) : undefined;
  if (!verified?.ok || verified.claims.role !== 'authenticated') {
    throw new FunctionError(401, 'not_signed_in', refusal);
  }
  return verified.claims;
}

/** Whether the token's user is an admin, asked as that user (role authenticated, its claims). */
export async function isAdmin(context: FunctionContext, claims: Record<string, unknown>) {
  return context.db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
      [JSON.stringify(claims)],
    );
    const { rows } = await tx.query<{ admin: boolean }>('select public.is_admin() as admin');
    return rows[0]?.admin === true;
  });
}

/** The signed-in admin's user id; 401 without a session, 403 for anyone but an admin. */
export async function requireAdmin(
  c: Context,
  context: FunctionContext,
  refusal: string,
): Promise<string> {
  const claims = await callerClaims(c, context, refusal);
  if (!(await isAdmin(context, claims))) throw new FunctionError(403, 'not_admin', refusal);
  return String(claims.sub);
}
