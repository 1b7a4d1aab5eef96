import type { Context } from 'hono';
import { creatorClaimSchema } from '../../domain/creator-schemas.ts';
import { log } from '../log.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import {
  callerLanguage,
  callerUiLanguage,
  FunctionError,
  type FunctionContext,
  limitRequest,
  ok,
  readInput,
  signedInUser,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/**
 * Starts a claim of a published profile without owner (an owned profile
 * answers 409 not_claimable; a claim never changes the profile's status, see
 * db/migrations/0230): create_creator_claim
 * stores the claim with the hash of a one-time token (24 hours), and the link
 * to /creators/verify-claim goes to the given email in the same transaction.
 */
export async function requestCreatorClaim(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'request-creator-claim', functionLimits.requestCreatorClaim);
  const input = await readInput(c, creatorClaimSchema);
  const outcome = await context.db.transaction(async (tx) => {
    const claimant = await signedInUser(c, context, tx);
    const { rows } = await tx.query<{
      outcome: string;
      claim_id: string | null;
      token: string | null;
      name: string | null;
    }>(
      `select claim.outcome, claim.claim_id::text, claim.token,
         (select coalesce(nullif(name_eng, ''), nullif(name_lat, ''), name_cyr)
          from public.creators where slug = $1) as name
       from public.create_creator_claim($1, $2, $3, $4::uuid) claim`,
      [input.slug, input.email, input.proof, claimant?.id ?? null],
    );
    const result = rows[0];
    if (result?.outcome !== 'created' || !result.token) return result?.outcome ?? 'failed';
    // Every later mail about this claim follows the language it was made in (0270).
    await tx.query('update public.creator_claims set language = $2 where id = $1', [
      result.claim_id,
      callerUiLanguage(c),
    ]);
    const link = new URL('/creators/verify-claim', context.config.siteUrl);
    link.searchParams.set('token', result.token);
    await enqueueMail(tx, {
      to: input.email,
      template: 'creator_claim',
      locale: callerLanguage(c),
      data: { name: result.name ?? '', link: link.toString(), claim_id: result.claim_id },
    });
    return 'created';
  });
  log.info('creator claim requested', { outcome });
  if (outcome === 'creator_not_found')
    throw new FunctionError(
      404,
      'creator_not_found',
      'The requested creator profile could not be found.',
    );
  if (outcome !== 'created')
    throw new FunctionError(
      409,
      'not_claimable',
      'This profile already has an owner and cannot be claimed.',
    );
  return ok(c);
}
