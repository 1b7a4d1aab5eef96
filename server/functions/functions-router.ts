import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../http/database-unavailable.ts';
import { expectedSchemaVersion, mayMeanSchemaGone, schemaGoneCheck } from '../db/schema-version.ts';
import { errorFields, log } from '../log.ts';
import { devMailbox, devMailboxEnabled } from '../mail/dev-mailbox.ts';
import { FunctionError, type FunctionContext } from './function-context.ts';
import { functionBodyLimit } from './function-limits.ts';
import { leaveCondolence } from './leave-condolence.ts';
import { lightCandle } from './light-candle.ts';
import { newsletterOverview, newsletterPreview, newsletterSendDigest } from './newsletter-admin.ts';
import { newsletterConfirm } from './newsletter-confirm.ts';
import {
  newsletterMyPreferences,
  newsletterPreferences,
  newsletterUpdatePreferences,
} from './newsletter-preferences.ts';
import { newsletterSubscribe } from './newsletter-subscribe.ts';
import { newsletterUnsubscribe, newsletterUnsubscribePage } from './newsletter-unsubscribe.ts';
import { notifyEditorsOnSubmission } from './notify-editors-on-submission.ts';
import { reportContent } from './report-content.ts';
import { reportCreatorProfile } from './report-creator-profile.ts';
import { requestClaim } from './request-claim.ts';
import { sendCreatorContactForm } from './send-creator-contact-form.ts';
import { sendContactMessage } from './send-contact-message.ts';
import { sendCreatorVerification } from './send-creator-verification.ts';

/** /functions/v1: the public server functions, called with supabase-js `functions.invoke`. */
export function createFunctionsRouter(context: FunctionContext) {
  const app = new Hono();
  // Every form fits in a few kilobytes; a bigger body is refused before it is read into memory.
  app.use(
    '*',
    bodyLimit({
      maxSize: functionBodyLimit,
      onError: (c) =>
        c.json({ code: 'payload_too_large', message: 'The request body is too large.' }, 413),
    }),
  );
  app.post('/send-creator-verification', (c) => sendCreatorVerification(c, context));
  app.post('/notify-editors-on-submission', (c) => notifyEditorsOnSubmission(c, context));
  app.post('/request-creator-claim', (c) => requestClaim(c, context, 'creator'));
  app.post('/request-business-claim', (c) => requestClaim(c, context, 'business'));
  app.post('/request-organization-claim', (c) => requestClaim(c, context, 'organization'));
  app.post('/send-creator-contact-form', (c) => sendCreatorContactForm(c, context));
  app.post('/report-creator-profile', (c) => reportCreatorProfile(c, context));
  app.post('/report-content', (c) => reportContent(c, context));
  app.post('/leave-condolence', (c) => leaveCondolence(c, context));
  app.post('/light-candle', (c) => lightCandle(c, context));
  app.post('/send-contact-message', (c) => sendContactMessage(c, context));
  app.post('/newsletter-subscribe', (c) => newsletterSubscribe(c, context));
  app.post('/newsletter-confirm', (c) => newsletterConfirm(c, context));
  app.post('/newsletter-unsubscribe', (c) => newsletterUnsubscribe(c, context));
  app.get('/newsletter-unsubscribe', (c) => newsletterUnsubscribePage(c, context));
  app.post('/newsletter-preferences', (c) => newsletterPreferences(c, context));
  app.post('/newsletter-update-preferences', (c) => newsletterUpdatePreferences(c, context));
  app.post('/newsletter-my-preferences', (c) => newsletterMyPreferences(c, context));
  app.post('/newsletter-overview', (c) => newsletterOverview(c, context));
  app.post('/newsletter-preview', (c) => newsletterPreview(c, context));
  app.post('/newsletter-send-digest', (c) => newsletterSendDigest(c, context));
  // The development mailbox (embedded mode without SMTP_URL), for signed-in admins only.
  if (devMailboxEnabled(context.config)) app.get('/dev-mailbox', (c) => devMailbox(c, context));
  app.notFound((c) => c.json({ code: 'not_found', message: 'Function not found.' }, 404));
  // A database recreated empty under the running server is unavailable (503), not broken (500).
  const schemaGone = schemaGoneCheck(context.db, expectedSchemaVersion());
  app.onError(async (error, c) => {
    if (error instanceof FunctionError) {
      log.info('function refused', { path: c.req.path, status: error.status, code: error.code });
      return c.json(
        {
          code: error.code,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        },
        error.status,
      );
    }
    if (isDatabaseUnavailable(error) || (mayMeanSchemaGone(error) && (await schemaGone()))) {
      log.warn('function: database unavailable', { path: c.req.path, ...errorFields(error) });
      return c.json(
        { code: 'service_unavailable', message: 'Service temporarily unavailable. Please retry.' },
        503,
        { 'Retry-After': String(databaseRetryAfterSeconds) },
      );
    }
    log.error('function failed', { path: c.req.path, ...errorFields(error) });
    return c.json(
      { code: 'unexpected_failure', message: 'Something went wrong. Please try again.' },
      500,
    );
  });
  return app;
}
