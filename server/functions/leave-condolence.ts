import { retentionHours } from '../../domain/retention.ts';
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { routes } from '../../domain/routes.ts';
import { withinLimit } from '../http/rate-limit.ts';
import { log } from '../log.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import {
  answerFunction,
  callerLanguage,
  FunctionError,
  type FunctionContext,
  limitRequest,
  readFunctionInput,
  signedInUser,
} from './function-context.ts';
import { functionLimits } from './function-limits.ts';

/** How long a visitor's confirmation link works. The link's lifetime is how long an unconfirmed condolence is kept (then purged). */
const confirmationHours = retentionHours('unconfirmedCondolences');

/**
 * A condolence in a published public memorial's book (migration 0410).
 * Signed in: stored pending, so it goes straight to moderation (and the
 * memorial's submitter is mailed by the database). A visitor: stored
 * unconfirmed with the SHA-256 of a one-time token, and the confirmation
 * link goes to the given email; besides the per-address limit, each email
 * address receives only a few links a day, so nobody can flood a stranger's
 * inbox. A filled honeypot answers success and stores nothing.
 */
export async function leaveCondolence(c: Context, context: FunctionContext) {
  await limitRequest(c, context, 'leave-condolence', functionLimits.leaveCondolence);
  const input = await readFunctionInput(c, 'leave-condolence');
  if (input.honeypot.trim() !== '') {
    log.info('condolence dropped (honeypot)');
    return answerFunction(c, 'leave-condolence', { status: 'pending' });
  }
  const outcome = await context.db.transaction(async (tx) => {
    const user = await signedInUser(c, context, tx);
    if (!user && input.email === '') return 'email_required';
    const { rows } = await tx.query<{ id: string }>(
      `select id::text from public.memorials
       where slug = $1 and status = 'published' and visibility = 'public'`,
      [input.memorialSlug],
    );
    const memorial = rows[0];
    if (!memorial) return 'memorial_not_found';
    if (!user) {
      const key = `function-condolence-email:${input.email.toLowerCase()}`;
      if (!(await withinLimit(context.rateLimits, key, functionLimits.condolenceMailsPerEmail)))
        return 'email_rate_limited';
    }
    // The language it is written in: the page's (0902), for its lang on the memorial page.
    const inserted = await tx.query<{ id: string }>(
      `insert into public.memorial_condolences
         (memorial_id, author_name, relation, message, author_user_id, status, language)
       values ($1, $2, nullif($3, ''), $4, $5::uuid, $6, $7)
       returning id::text`,
      [
        memorial.id,
        input.authorName,
        input.relation,
        input.message,
        user?.id ?? null,
        user ? 'pending' : 'unconfirmed',
        callerLanguage(c),
      ],
    );
    // Where to say that the condolence was published (0872): the account's
    // address for a signed-in writer, this one for a visitor, until decided.
    const writer = user ? user.email : input.email;
    if (writer) {
      await tx.query(
        `insert into public.condolence_writers (condolence_id, email, locale) values ($1, $2, $3)`,
        [inserted.rows[0]!.id, writer, callerLanguage(c)],
      );
    }
    if (user) return 'pending';
    const token = randomBytes(32).toString('base64url');
    await tx.query(
      `insert into public.condolence_confirmations (condolence_id, email, token_hash, expires_at)
       values ($1, $2, public.token_hash($3), now() + make_interval(hours => $4))`,
      [inserted.rows[0]!.id, input.email, token, confirmationHours],
    );
    const link = new URL(routes.condolenceConfirm, context.config.siteUrl);
    link.searchParams.set('token', token);
    await enqueueMail(tx, {
      to: input.email,
      template: 'condolence_confirm',
      locale: callerLanguage(c),
      data: { link: link.toString() },
    });
    return 'unconfirmed';
  });
  log.info('condolence left', { outcome });
  if (outcome === 'email_required')
    throw new FunctionError(400, 'validation_failed', 'Please check the form for errors.', {
      email: 'condolences.validation.emailRequired',
    });
  if (outcome === 'memorial_not_found')
    throw new FunctionError(404, 'memorial_not_found', 'The memorial could not be found.');
  if (outcome === 'email_rate_limited')
    throw new FunctionError(
      429,
      'over_request_rate_limit',
      'Too many requests. Please try again later.',
    );
  return answerFunction(c, 'leave-condolence', { status: outcome });
}
