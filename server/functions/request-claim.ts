import type { FunctionErrorCode } from '../../domain/error-codes.ts';
import type { Context } from 'hono';
import { routePath } from '../../domain/routes.ts';
import { log } from '../log.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import {
  answerFunction,
  callerLanguage,
  callerUiLanguage,
  FunctionError,
  type FunctionContext,
  limitRequest,
  readFunctionInput,
  signedInUser,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/** What a claim can name (db/migrations/0441 and 0831, decisions 015 and 029). */
export type ClaimKind = 'creator' | 'business' | 'organization';

const refusals: Record<ClaimKind, { notFound: [FunctionErrorCode, string]; owned: string }> = {
  creator: {
    notFound: ['creator_not_found', 'The requested creator profile could not be found.'],
    owned: 'This profile already has an owner and cannot be claimed.',
  },
  business: {
    notFound: ['business_not_found', 'The requested business listing could not be found.'],
    owned: 'This listing already has an owner and cannot be claimed.',
  },
  organization: {
    notFound: ['organization_not_found', 'The requested organization could not be found.'],
    owned: 'This organization already has admins and cannot be claimed.',
  },
};

/**
 * Starts a claim of a published creator profile, business listing or
 * organization without owner (an organization: without admins) (an owned one answers 409 not_claimable; a claim never changes the
 * item's status, see db/migrations/0230): create_claim stores the claim with
 * the hash of a one-time token (24 hours), and the link to
 * /creators/verify-claim goes to the given email in the same transaction.
 * request-creator-claim, request-business-claim and request-organization-claim
 * are this one function.
 */
export async function requestClaim(c: Context, context: FunctionContext, kind: ClaimKind) {
  const name = `request-${kind}-claim` as const;
  await limitRequest(c, context, name, functionLimits.requestClaim);
  const input = await readFunctionInput(c, name);
  const outcome = await context.db.transaction(async (tx) => {
    const claimant = await signedInUser(c, context, tx);
    const { rows } = await tx.query<{
      outcome: string;
      claim_id: string | null;
      token: string | null;
      name: string | null;
    }>(
      `select claim.outcome, claim.claim_id::text, claim.token, claim.name
       from public.create_claim($1, $2, $3, $4, $5::uuid) claim`,
      [kind, input.slug, input.email, input.proof, claimant?.id ?? null],
    );
    const result = rows[0];
    if (result?.outcome !== 'created' || !result.token) return result?.outcome ?? 'failed';
    // Every later mail about this claim follows the language it was made in (0270).
    await tx.query('update public.creator_claims set language = $2 where id = $1', [
      result.claim_id,
      callerUiLanguage(c),
    ]);
    // A business listing's claim is confirmed under the directory (issue 38), a creator's under creators.
    const link = new URL(
      routePath(kind === 'business' ? 'businessVerifyClaim' : 'creatorsVerifyClaim'),
      context.config.siteUrl,
    );
    link.searchParams.set('token', result.token);
    if (kind !== 'creator') link.searchParams.set('kind', kind);
    await enqueueMail(tx, {
      to: input.email,
      template: 'creator_claim',
      locale: callerLanguage(c),
      data: { name: result.name ?? '', link: link.toString(), kind, claim_id: result.claim_id },
    });
    return 'created';
  });
  log.info('claim requested', { kind, outcome });
  if (outcome === 'not_found') throw new FunctionError(404, ...refusals[kind].notFound);
  if (outcome !== 'created') throw new FunctionError(409, 'not_claimable', refusals[kind].owned);
  return answerFunction(c, name, {});
}
