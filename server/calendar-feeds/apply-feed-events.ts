import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { CalendarReading, FeedEvent, FeedRefusal } from './read-calendar.ts';

/**
 * Keeps an organization's events in step with what its feed holds now, in
 * the caller's transaction (decision 033):
 * - a new UID becomes an event of the organization, waiting for review, or
 *   published at once for a trusted organization (as its admins' events are);
 * - a changed event (its fields' hash differs) is updated in place while it
 *   is not public; a published one is updated for a trusted organization and
 *   otherwise gets a revision for the editors (content_revisions, as an
 *   admin's change to a published event does);
 * - an event the calendar cancels, or no longer holds and that has not
 *   ended, is withdrawn: back to draft, marked cancelled or removed; should
 *   it come back it is sent again;
 * - each event that the database refuses (a check) is refused alone.
 * Imported events have no author: the feed is theirs, the organization's
 * admins see them on its manage page, and no mail per event goes to anyone.
 */

export interface FeedTarget {
  feedId: string;
  organizationId: string;
  cityTag: string;
  trusted: boolean;
  /** The organization's today, 'YYYY-MM-DD'. */
  today: string;
}

export interface ImportCounts {
  imported: number;
  updated: number;
  proposed: number;
  withdrawn: number;
  unchanged: number;
}

const fields = [
  'title_en',
  'title_sr_cyrl',
  'description_en',
  'description_sr_cyrl',
  'event_date',
  'event_time',
  'end_date',
  'end_time',
  'timezone',
  'location_text',
  'recurrence',
] as const satisfies readonly (keyof FeedEvent)[];

type Existing = {
  id: string;
  source_uid: string;
  source_hash: string | null;
  source_state: string | null;
  status: string;
  current: Record<string, unknown>;
};

export function hashOf(event: FeedEvent): string {
  return createHash('sha256')
    .update(JSON.stringify(fields.map((field) => event[field])))
    .digest('hex');
}

const valuesOf = (event: FeedEvent) =>
  fields.map((field) =>
    field === 'recurrence' && event.recurrence ? JSON.stringify(event.recurrence) : event[field],
  );

/** The fields of `event` that differ from the stored row (times compared to the minute). */
function changedFields(event: FeedEvent, current: Record<string, unknown>) {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const wanted = event[field];
    let stored = current[field];
    if (typeof stored === 'string' && field.endsWith('_time')) stored = stored.slice(0, 5);
    const same =
      field === 'recurrence'
        ? JSON.stringify(stored ?? null) === JSON.stringify(wanted ?? null) ||
          sameRule(stored, wanted)
        : (stored ?? null) === (wanted ?? null);
    if (!same) changes[field] = wanted;
  }
  return changes;
}

function sameRule(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown) =>
    value && typeof value === 'object'
      ? JSON.stringify(Object.fromEntries(Object.entries(value).sort()))
      : JSON.stringify(value ?? null);
  return sorted(a) === sorted(b);
}

export async function applyFeedEvents(
  tx: Queryable,
  target: FeedTarget,
  reading: CalendarReading,
): Promise<{ counts: ImportCounts; refused: FeedRefusal[] }> {
  const counts: ImportCounts = { imported: 0, updated: 0, proposed: 0, withdrawn: 0, unchanged: 0 };
  const refused: FeedRefusal[] = [];
  const keys = [...reading.events.map((e) => e.source_uid), ...reading.cancelled];
  const { rows } = await tx.query<Existing>(
    `select e.id, e.source_uid, e.source_hash, e.source_state, e.status::text as status,
            to_jsonb(e) as current
       from public.events e
      where e.organization_id = $1 and e.source_uid = any($2::text[])`,
    [target.organizationId, keys],
  );
  const existing = new Map(rows.map((row) => [row.source_uid, row]));
  const sentStatus = target.trusted ? 'published' : 'pending_review';

  for (const event of reading.events) {
    const found = existing.get(event.source_uid);
    const hash = hashOf(event);
    if (found && found.source_state === 'active' && found.source_hash === hash) {
      counts.unchanged += 1;
      continue;
    }
    try {
      await tx.query('savepoint feed_event');
      const outcome = found
        ? await updateEvent(tx, target, found, event, hash, sentStatus)
        : await insertEvent(tx, target, event, hash, sentStatus);
      await tx.query('release savepoint feed_event');
      counts[outcome] += 1;
    } catch {
      await tx.query('rollback to savepoint feed_event');
      refused.push({ uid: event.source_uid, title: event.title_en, reason: 'unreadable' });
    }
  }

  for (const key of reading.cancelled) {
    const found = existing.get(key);
    if (!found || found.source_state !== 'active') continue;
    await withdraw(tx, `e.id = $1`, [found.id], 'cancelled');
    counts.withdrawn += 1;
  }

  counts.withdrawn += await withdraw(
    tx,
    `e.source_feed_id = $1 and e.source_state = 'active' and e.source_uid <> all($2::text[])
       and coalesce(e.repeats_until, e.end_date, e.event_date) >= $3::date`,
    [target.feedId, [...reading.seen], target.today],
    'removed',
  );
  return { counts, refused };
}

async function insertEvent(
  tx: Queryable,
  target: FeedTarget,
  event: FeedEvent,
  hash: string,
  status: string,
): Promise<'imported'> {
  await tx.query(
    `insert into public.events (${fields.join(', ')}, city_tag, organization_id, status,
       author_id, category, source_feed_id, source_uid, source_hash, source_state)
     values (${fields.map((_, i) => `$${i + 1}`).join(', ')}, $12, $13, $14, null, 'other',
       $15, $16, $17, 'active')`,
    [
      ...valuesOf(event),
      target.cityTag,
      target.organizationId,
      status,
      target.feedId,
      event.source_uid,
      hash,
    ],
  );
  return 'imported';
}

async function updateEvent(
  tx: Queryable,
  target: FeedTarget,
  found: Existing,
  event: FeedEvent,
  hash: string,
  sentStatus: string,
): Promise<'updated' | 'proposed'> {
  const withdrawn = found.source_state !== 'active';
  if (found.status === 'published' && !target.trusted && !withdrawn) {
    const changes = changedFields(event, found.current);
    if (Object.keys(changes).length > 0) await proposeRevision(tx, found.id, changes);
    await tx.query('update public.events set source_hash = $2, source_feed_id = $3 where id = $1', [
      found.id,
      hash,
      target.feedId,
    ]);
    return 'proposed';
  }
  // Not public yet, a trusted organization's, or coming back after a withdrawal:
  // changed in place; a sent-back or withdrawn one is sent again.
  const resend = withdrawn || found.status === 'rejected' || found.status === 'draft';
  await tx.query(
    `update public.events set ${fields.map((field, i) => `${field} = $${i + 1}`).join(', ')},
       status = case when $12 then $13::text else status::text end,
       review_note = case when $12 then null else review_note end,
       source_feed_id = $14, source_hash = $15, source_state = 'active'
     where id = $16`,
    [...valuesOf(event), resend, sentStatus, target.feedId, hash, found.id],
  );
  return 'updated';
}

/** A revision for the editors, replacing one still waiting (as propose_content_revision does). */
async function proposeRevision(tx: Queryable, eventId: string, changes: Record<string, unknown>) {
  const { rows } = await tx.query<{ id: string }>(
    `update public.content_revisions set changes = $2::jsonb, author_id = null, created_at = now()
      where table_name = 'events' and row_id = $1 and status = 'pending_review'
      returning id`,
    [eventId, JSON.stringify(changes)],
  );
  let revisionId = rows[0]?.id;
  if (!revisionId) {
    const inserted = await tx.query<{ id: string }>(
      `insert into public.content_revisions (table_name, row_id, author_id, changes)
       values ('events', $1, null, $2::jsonb) returning id`,
      [eventId, JSON.stringify(changes)],
    );
    revisionId = inserted.rows[0]!.id;
  }
  await tx.query(`select public.queue_editor_notifications('content_revisions', $1)`, [revisionId]);
}

/** Takes matching active events off the site (back to draft) and marks why. */
async function withdraw(
  tx: Queryable,
  condition: string,
  params: unknown[],
  state: 'cancelled' | 'removed',
): Promise<number> {
  const { rowCount } = await tx.query(
    `update public.events e
        set status = case when e.status::text in ('published', 'pending_review') then 'draft'
                     else e.status::text end,
            source_state = '${state}'
      where ${condition}`,
    params,
  );
  return rowCount;
}
