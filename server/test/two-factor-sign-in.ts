import type { Session } from '@supabase/supabase-js';
import { currentCode } from '../auth/totp.ts';
import type { TestServer } from './test-server.ts';

/**
 * Signs an existing account in the way an editor must (decision 018): a
 * password sign-in through supabase-js, a TOTP factor enrolled and verified
 * with a code computed from its secret (otpauth), so the session is aal2.
 * The account gets `password` first through the admin API. Answers the aal2
 * session and the factor's secret (for a later sign-in's code).
 */
export async function signInWithTwoFactors(
  server: TestServer,
  user: { id: string; email: string },
  password = 'a long enough test password 9',
): Promise<{ session: Session; factorId: string; secret: string }> {
  const admin = server.serviceClient().auth.admin;
  const updated = await admin.updateUserById(user.id, { password });
  if (updated.error) throw updated.error;

  const client = server.client();
  const signIn = await client.auth.signInWithPassword({ email: user.email, password });
  if (signIn.error) throw signIn.error;
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Test phone' });
  if (enrolled.error) throw enrolled.error;
  const { id: factorId, totp } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: currentCode(totp.secret),
  });
  if (verified.error) throw verified.error;
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session after the TOTP verify');
  return { session: data.session, factorId, secret: totp.secret };
}
