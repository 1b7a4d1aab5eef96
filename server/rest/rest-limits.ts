import type { RateLimit } from '../http/rate-limit.ts';

/**
 * How much one client may ask of /rest/v1 (anon and authenticated; the
 * service role is the server's own and is not limited). The write limits
 * are declared for the portal's own tables (docs/decisions/007): every
 * table or view the migrations let anon or authenticated write is listed
 * in `tableWriteLimits` (rest-limits.test.ts checks it against the
 * migrated schema); a relation the portal does not have, such as the
 * official client suite's fixture, keeps RLS, grants and body size but
 * not the portal's per-client counts. Counted per client
 * address and, for a signed-in user, per account (the JWT's `sub`), in the
 * server's RateLimitStore (Redis when REDIS_URL is set).
 *
 * Writes are counted per table and kind, per hour: a visitor submits a
 * handful of creators, a signed-in user a few dozen rows of a kind, an
 * editor moderating a queue many hundreds of PATCHes. Several people may
 * share one address (an office, a phone network), so the per-address limit
 * of signed-in users is a few accounts' worth.
 */

const minute = 60_000;
const hour = 60 * minute;

export interface TableWriteLimits {
  /** POST (and PUT) per hour by one visitor without an account. */
  anonInserts: number;
  /** POST (and PUT) per hour by one account. */
  userInserts: number;
  /** PATCH and DELETE per hour by one account (moderation, dashboard edits). */
  userChanges: number;
}

//                                    anonInserts  userInserts  userChanges
const limits = (anonInserts: number, userInserts: number, userChanges: number) => ({
  anonInserts,
  userInserts,
  userChanges,
});

export const tableWriteLimits: Record<string, TableWriteLimits> = {
  creators: limits(10, 20, 600),
  events: limits(10, 30, 600),
  organizations: limits(10, 20, 600),
  news: limits(10, 30, 600),
  memorials: limits(10, 10, 600),
  businesses: limits(10, 20, 600),
  creator_claims: limits(10, 20, 600),
  creator_reports: limits(10, 20, 600),
  content_reports: limits(10, 20, 600),
  // Written through leave-condolence; through the API only moderated (status) by editors and submitters.
  memorial_condolences: limits(10, 20, 600),
  // Written by send-contact-message; through the API only handled / reopened by editors.
  contact_messages: limits(10, 20, 600),
  profiles: limits(10, 10, 60),
  // "I'm going" (0751): members only (anon has no grant); saying and taking it back.
  event_rsvps: limits(0, 120, 120),
  // Organization admins (0830): rows come from invitations and claims; the API only removes them.
  organization_admins: limits(0, 0, 120),
  // Admins only (0850): adding cities and provinces, renaming and retiring them.
  cities: limits(0, 30, 120),
  provinces_states: limits(0, 10, 60),
  // An organization's calendar feed (0910): connected, its address changed, disconnected.
  organization_calendar_feeds: limits(0, 10, 60),
};

/** The write limits of a portal table or view; undefined for a relation the portal does not declare. */
export function portalWriteLimits(table: string): TableWriteLimits | undefined {
  return Object.hasOwn(tableWriteLimits, table) ? tableWriteLimits[table] : undefined;
}

/** Accounts' worth of a signed-in user's limits that one client address may use. */
export const accountsPerAddress = 5;

/** Functions that change data (POST /rpc/ on a volatile function), per client and per account. */
export const rpcWriteLimit: RateLimit = { limit: 120, windowMs: hour };

/**
 * Functions an editor calls once per decision or per item opened (0700):
 * a queue is worked through at the pace of the table PATCHes they replace.
 */
export const rpcWriteLimits: Record<string, RateLimit> = {
  decide_submission: { limit: 600, windowMs: hour },
  decide_revision: { limit: 600, windowMs: hour },
  decide_claim: { limit: 600, windowMs: hour },
  // Up to 50 decisions a call (0870), each also a decision above in spirit: 1,500 an hour.
  decide_many: { limit: 30, windowMs: hour },
  start_review: { limit: 1_200, windowMs: hour },
  stop_review: { limit: 1_200, windowMs: hour },
  // Each sends a mail (0830); the database bounds them per organization as well.
  invite_organization_admin: { limit: 20, windowMs: hour },
  accept_organization_invite: { limit: 30, windowMs: hour },
  // An admin merging cities (0850): each moves a city's content.
  merge_city: { limit: 30, windowMs: hour },
  // "Fetch now" of a calendar feed (0910): the database allows one in 15 minutes per feed.
  request_calendar_feed_fetch: { limit: 20, windowMs: hour },
  // Bulk report decisions and contact-message handling (decision 034): up to 50 items a call.
  decide_reports: { limit: 30, windowMs: hour },
  handle_contact_messages: { limit: 30, windowMs: hour },
};

/**
 * Functions that only read (search_all as one types, the role checks of
 * every page): per minute, far above what a person reaches.
 */
export const rpcReadLimit: RateLimit = { limit: 300, windowMs: minute };

/**
 * Table reads (GET and HEAD on /rest/v1/table, every table together), per
 * client address and per account, per minute. A page asks for a handful
 * (and a server-rendered page's reads count against its visitor); a person
 * clicking fast makes well under a hundred a minute, and an office or a
 * phone network sharing one address stays far below this. It bounds one
 * client repeating the costliest read the caps allow (query-cost.ts).
 */
export const tableReadLimit: RateLimit = { limit: 1_200, windowMs: minute };

/**
 * Largest write body (characters) of each role, below REST_BODY_LIMIT: the
 * longest form (a creator with three long biographies, a news article) is a
 * few tens of kilobytes.
 */
export const maxWriteBodyLength: Record<string, number> = {
  anon: 64 * 1024,
  authenticated: 256 * 1024,
};

/** Most rows in one POST body (a JSON array) to a portal table; public submissions send one. */
export const maxRowsPerWrite: Record<string, number> = { anon: 1, authenticated: 10 };

/**
 * Longest text of one RPC argument; search_all's keyword is capped in SQL as
 * well (0201); moderation_context takes up to 200 row ids (0272, 39
 * characters each as JSON); a revision carries a whole profile or item
 * (0273, 0350, whose CHECKs cap it as well).
 */
export const rpcArgumentLimits: Record<string, number> = {
  search_all: 200,
  moderation_context: 200 * 39 + 2,
  propose_creator_revision: 256 * 1024,
  decide_creator_revision: 4_000,
  propose_content_revision: 256 * 1024,
  decide_content_revision: 4_000,
  // An editor's reason (0700), capped at 4,000 characters in SQL too.
  decide_submission: 4_000,
  decide_revision: 4_000,
  decide_claim: 4_000,
  // 50 decisions, each with a reason of up to 4,000 characters.
  decide_many: 50 * 4_400,
  // 50 items of about 150 characters, and one note of up to 4,000.
  decide_reports: 50 * 200 + 4_400,
  handle_contact_messages: 50 * 200 + 4_400,
};
export const defaultRpcArgumentLimit = 2_000;
