import type { Factor } from '@supabase/supabase-js';

// supabase-js is loaded by the signed-in screens already; these are its MFA calls (decision 018).
const mfa = async () => (await import('@/lib/supabase-client.ts')).supabase.auth.mfa;

export type { Factor };

/** Every factor of the signed-in user (verified or not) and the session's levels. */
export async function loadTwoFactorState() {
  const api = await mfa();
  const [factors, levels] = await Promise.all([
    api.listFactors(),
    api.getAuthenticatorAssuranceLevel(),
  ]);
  if (factors.error) throw factors.error;
  if (levels.error) throw levels.error;
  return {
    factors: factors.data.all.filter((factor) => factor.factor_type === 'totp'),
    currentLevel: levels.data.currentLevel,
    nextLevel: levels.data.nextLevel,
  };
}

/** True when the session is at aal1 but the user has a verified factor: a code is due. */
export async function needsSecondStep(): Promise<boolean> {
  const { data, error } = await (await mfa()).getAuthenticatorAssuranceLevel();
  return !error && data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}

export async function enrollTotp(friendlyName: string) {
  const { data, error } = await (await mfa()).enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** A challenge and its verify in one; a right code raises the session to aal2. */
export async function verifyTotp(factorId: string, code: string) {
  const { error } = await (await mfa()).challengeAndVerify({ factorId, code });
  if (error) throw error;
}

export async function removeFactor(factorId: string) {
  const { error } = await (await mfa()).unenroll({ factorId });
  if (error) throw error;
}
