/**
 * The authenticator assurance level of a session's access token ('aal1' or
 * 'aal2', the JWT's `aal` claim), read without loading supabase-js. The
 * server decides what the level allows; the app only follows it.
 */
export function sessionAal(accessToken: string | undefined): string | undefined {
  const payload = accessToken?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : undefined;
  } catch {
    return undefined;
  }
}
