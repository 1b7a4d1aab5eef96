/**
 * The bounds of calendar feeds (decision 033), in one place: how big a feed
 * may be, how many events it may hold and bring in, how far ahead events are
 * taken, and how often a feed is fetched.
 */

/** Largest feed body; a parish's year of services is a few tens of kilobytes. */
export const maxFeedBytes = 2 * 1024 * 1024;
/** The whole exchange: resolving, connecting, redirects and the body. */
export const feedFetchTimeoutMs = 20_000;
/** A feed with more VEVENTs than this is refused whole. */
export const maxFeedComponents = 3_000;
/** Events one feed brings in or keeps in step; later ones are refused with a reason. */
export const maxImportedEvents = 500;
/** Events starting further ahead than this (days) wait for a later fetch. */
export const futureWindowDays = 730;
/** How often the schedule fetches each feed. */
export const feedIntervalMs = 4 * 60 * 60_000;
/**
 * Failed fetches in a row (about 12 hours at the interval above) after which
 * the organization's admins are mailed, once until the feed works again.
 */
export const failuresBeforeMail = 3;
/** How often the schedule looks for feeds that are due (or asked for with "fetch now"). */
export const scheduleTickMs = 60_000;
/** Feeds one tick fetches, one after another. */
export const feedsPerTick = 3;
/** A claim older than this is taken to be a crashed instance's and taken over. */
export const staleClaimMinutes = 10;
/** Refused events listed on the manage page after a fetch. */
export const maxListedRefusals = 20;
