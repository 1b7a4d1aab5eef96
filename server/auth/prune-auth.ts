import { retentionDays } from '../../domain/retention.ts';
import type { Database } from '../db/database.ts';
import { errorFields, log } from '../log.ts';

/**
 * Keeps the auth tables from growing forever: every refresh revokes a token
 * and adds one, and expired email tokens are never consumed. Runs at start
 * and then every hour on each server instance (several instances at once are
 * harmless: they delete the same rows).
 *
 * Kept on purpose: the revoked parent of a session's live token, whatever its
 * age (PROTOCOL.md §2.10 rule 1 hands the live token out again for it). A
 * revoked token older than the retention is gone, so presenting it answers
 * refresh_token_not_found instead of revoking the session as a reuse.
 */

export const authRetentionSeconds = retentionDays.endedSessions * 24 * 3600;
const pruneIntervalMs = 60 * 60_000;
const batchSize = 5000;

export interface PruneCounts {
  refreshTokens: number;
  sessions: number;
  oneTimeTokens: number;
  flowStates: number;
  mfaChallenges: number;
}

const pruneRefreshTokensSql = `
  delete from auth.refresh_tokens where id in (
    select r.id from auth.refresh_tokens r
    where r.revoked and r.updated_at < now() - make_interval(secs => $1)
      and not exists (
        select 1 from auth.refresh_tokens live
        where live.session_id = r.session_id and not live.revoked and live.parent_id = r.id)
    limit ${batchSize})`;

// A session with no live refresh token can never be refreshed again: it has ended.
const pruneSessionsSql = `
  delete from auth.sessions where id in (
    select s.id from auth.sessions s
    where coalesce(s.refreshed_at, s.created_at) < now() - make_interval(secs => $1)
      and not exists (
        select 1 from auth.refresh_tokens r where r.session_id = s.id and not r.revoked)
    limit ${batchSize})`;

const pruneOneTimeTokensSql = `
  delete from auth.one_time_tokens where id in (
    select id from auth.one_time_tokens where expires_at < now() - make_interval(secs => $1)
    limit ${batchSize})`;

// PKCE flow states outlive their email link (24 h at most) by the retention.
const pruneFlowStatesSql = `
  delete from auth.flow_state where id in (
    select id from auth.flow_state
    where created_at < now() - interval '1 day' - make_interval(secs => $1)
    limit ${batchSize})`;

// MFA challenges live 5 minutes; unverified ones are left behind by abandoned sign-ins.
const pruneMfaChallengesSql = `
  delete from auth.mfa_challenges where id in (
    select id from auth.mfa_challenges where created_at < now() - make_interval(secs => $1)
    limit ${batchSize})`;

async function pruneAll(db: Database, sql: string, retentionSeconds: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(sql, [retentionSeconds]);
    total += rowCount;
    if (rowCount < batchSize) return total;
  }
}

export async function pruneAuthRecords(
  db: Database,
  retentionSeconds = authRetentionSeconds,
): Promise<PruneCounts> {
  return {
    refreshTokens: await pruneAll(db, pruneRefreshTokensSql, retentionSeconds),
    sessions: await pruneAll(db, pruneSessionsSql, retentionSeconds),
    oneTimeTokens: await pruneAll(db, pruneOneTimeTokensSql, retentionSeconds),
    flowStates: await pruneAll(db, pruneFlowStatesSql, retentionSeconds),
    mfaChallenges: await pruneAll(db, pruneMfaChallengesSql, retentionSeconds),
  };
}

/** The hourly prune; `stop()` waits for a run in progress. */
export function startAuthPruning(db: Database): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = pruneAuthRecords(db).then(
      (counts) => {
        if (Object.values(counts).some((count) => count > 0))
          log.info('auth records pruned', { ...counts });
      },
      (error: unknown) => log.warn('auth prune failed', errorFields(error)),
    );
  };
  run();
  const timer = setInterval(run, pruneIntervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
