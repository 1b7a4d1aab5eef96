import { candleSchema, condolenceSchema } from './condolence-schemas.ts';
import { contactFormSchema } from './contact-schemas.ts';
import { contentTables } from './content-kinds.ts';
import {
  creatorClaimSchema,
  creatorContactSchema,
  creatorReportSchema,
  creatorVerificationSchema,
} from './creator-schemas.ts';
import { languages } from './language.ts';
import {
  newsletterPreferencesSchema,
  newsletterPreviewSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from './newsletter-schemas.ts';
import { contentReportSchema } from './report-schemas.ts';
import { z } from './zod.ts';

/**
 * The POST functions of /functions/v1, each declared once (decision 037): its
 * name (the route of server/functions/functions-router.ts), the schema its
 * handler parses the body with, and the schema of its answer. The server
 * reads the input schemas from here (`readFunctionInput`) and types its
 * answers by them (`answerFunction`); the web's `invokeFunction` and
 * `sendToFunction` take their types from here and import this module as types
 * only, so no schema of it reaches the browser through them.
 */

/** An answer: `ok: true` and the function's own fields, nothing else (`ok` of function-context.ts). */
const answer = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject({ ok: z.literal(true) }).extend(shape);

/** The answer of a function that only says it is done. */
const done = answer({});

/** A function that reads no body (the caller is its input: the session's token). */
const noInput = z.object({});

const submissionTable = z.enum(contentTables);

/**
 * notify-editors-on-submission: the body's record is only a hint (the table,
 * else `record.table`, else creators; the row is loaded by table and id).
 */
export const notifyEditorsSchema = z.object({
  table: submissionTable.optional(),
  record: z.looseObject({ id: z.uuid(), table: submissionTable.optional() }),
});

/** What the newsletter links answer: the subscriber's language, for the page to switch to. */
const subscriberLanguage = answer({ language: z.string() });

export const serverFunctions = {
  'send-creator-verification': { input: creatorVerificationSchema, answer: done },
  'notify-editors-on-submission': { input: notifyEditorsSchema, answer: done },
  'request-creator-claim': { input: creatorClaimSchema, answer: done },
  'request-business-claim': { input: creatorClaimSchema, answer: done },
  'request-organization-claim': { input: creatorClaimSchema, answer: done },
  'send-creator-contact-form': { input: creatorContactSchema, answer: done },
  'report-creator-profile': { input: creatorReportSchema, answer: done },
  'report-content': { input: contentReportSchema, answer: done },
  'leave-condolence': {
    input: condolenceSchema,
    answer: answer({ status: z.enum(['pending', 'unconfirmed']) }),
  },
  'light-candle': { input: candleSchema, answer: answer({ count: z.number() }) },
  'send-contact-message': { input: contactFormSchema, answer: done },
  'newsletter-subscribe': { input: newsletterSubscribeSchema, answer: done },
  'newsletter-confirm': { input: newsletterTokenSchema, answer: subscriberLanguage },
  'newsletter-unsubscribe': { input: newsletterTokenSchema, answer: subscriberLanguage },
  'newsletter-preferences': {
    input: newsletterTokenSchema,
    answer: answer({
      /** Half of the address (`a…@example.com`): the link may have been forwarded. */
      email: z.string(),
      language: z.string(),
      cities: z.array(z.string()),
      subscribed: z.boolean(),
    }),
  },
  'newsletter-update-preferences': {
    input: newsletterPreferencesSchema,
    answer: answer({ language: z.enum(languages) }),
  },
  'newsletter-my-preferences': {
    input: noInput,
    answer: z.union([
      answer({ subscribed: z.literal(true), token: z.string() }),
      answer({ subscribed: z.literal(false) }),
    ]),
  },
  'newsletter-overview': {
    input: noInput,
    answer: answer({
      week: z.string(),
      subscribers: z.partialRecord(z.enum(['confirmed', 'pending', 'unsubscribed']), z.number()),
      digests: z.array(
        z.strictObject({
          week: z.string(),
          startedAt: z.string(),
          completedAt: z.string().nullable(),
          recipients: z.number(),
        }),
      ),
    }),
  },
  'newsletter-preview': {
    input: newsletterPreviewSchema,
    answer: answer({
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      news: z.number(),
      events: z.number(),
    }),
  },
  'newsletter-send-digest': {
    input: noInput,
    answer: answer({ week: z.string(), mailed: z.number() }),
  },
} satisfies Record<string, { input: z.ZodType; answer: z.ZodType }>;

export type ServerFunctionName = keyof typeof serverFunctions;

/** What a caller sends: the input schema's input (before its defaults and clean-ups). */
export type FunctionInput<Name extends ServerFunctionName> = z.input<
  (typeof serverFunctions)[Name]['input']
>;

/** What the handler works with: the body as its schema parsed it. */
export type ParsedFunctionInput<Name extends ServerFunctionName> = z.output<
  (typeof serverFunctions)[Name]['input']
>;

/** What the function answers (answer schemas transform nothing: their input is their output). */
export type FunctionAnswer<Name extends ServerFunctionName> = z.output<
  (typeof serverFunctions)[Name]['answer']
>;

export const serverFunctionNames = Object.keys(serverFunctions) as ServerFunctionName[];

export function isServerFunctionName(name: string): name is ServerFunctionName {
  return Object.hasOwn(serverFunctions, name);
}
