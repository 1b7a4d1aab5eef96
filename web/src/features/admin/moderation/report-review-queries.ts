import { queryOptions } from '@tanstack/react-query';
import type { ReportKind } from '@domain/report-schemas.ts';
import type { Json } from '@domain/database.types.ts';
import { dataOf, throwIfError } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';
import type { BulkAnswer } from './bulk-refusals.ts';
import { queueFreshness } from './moderation-queries.ts';

/** An open report of any kind, with what the queue shows of its item. */
export interface ReportReviewRow {
  id: string;
  kind: ReportKind;
  created_at: string;
  /** The version the queue read: a bulk decision names it (decide_reports). */
  updated_at: string;
  reason: string;
  reporter: string;
  /** The item's names by language column (name_en, name_sr_cyrl, name_eng…) and its slug. */
  item: Record<string, string | null> | null;
}

type ReportTable = 'creator_reports' | 'content_reports';

// Whole literals: supabase-js types the rows (and the embedded items) from the select text.
async function openCreatorReports() {
  return dataOf(
    supabase
      .from('creator_reports')
      .select(
        'id, created_at, updated_at, reason, reporter, creators(name_eng, name_lat, name_cyr, slug)',
      )
      .eq('status', 'open')
      .order('created_at', { ascending: true }),
  );
}

async function openContentReports() {
  return dataOf(
    supabase
      .from('content_reports')
      .select(
        'id, created_at, updated_at, reason, reporter, organizations(name_en, name_sr_cyrl, slug), businesses(name_en, name_sr_cyrl, slug)',
      )
      .eq('status', 'open')
      .order('created_at', { ascending: true }),
  );
}

type ReportFields = Pick<
  ReportReviewRow,
  'id' | 'created_at' | 'updated_at' | 'reason' | 'reporter'
>;

const asRow = (
  { id, created_at, updated_at, reason, reporter }: ReportFields,
  kind: ReportKind,
  item: Record<string, string | null> | null,
): ReportReviewRow => ({ id, created_at, updated_at, reason, reporter, kind, item });

/** Open creator, organization and business reports together, oldest first. */
export function reportReviewQueryOptions() {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', 'reports', 'rows'],
    queryFn: async (): Promise<ReportReviewRow[]> => {
      const [creators, content] = await Promise.all([openCreatorReports(), openContentReports()]);
      return [
        ...creators.map((row) => asRow(row, 'creator', row.creators)),
        ...content.map((row) =>
          row.organizations
            ? asRow(row, 'organization', row.organizations)
            : asRow(row, 'business', row.businesses),
        ),
      ].sort((a, b) => a.created_at.localeCompare(b.created_at));
    },
  });
}

async function openCount(table: ReportTable) {
  const { count, error } = await supabase
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('status', 'open');
  throwIfError(error);
  return count ?? 0;
}

export function reportReviewCountQueryOptions() {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', 'reports', 'count'],
    queryFn: async (): Promise<number> =>
      (await Promise.all([openCount('creator_reports'), openCount('content_reports')])).reduce(
        (sum, count) => sum + count,
      ),
  });
}

/** Resolves a report with the editor's note (required: the database refuses a resolution without one). */
export async function resolveReport(kind: ReportKind, id: string, note: string) {
  const { error, count } = await supabase
    .from(kind === 'creator' ? 'creator_reports' : 'content_reports')
    .update({ status: 'resolved', review_note: note }, { count: 'exact' })
    .eq('id', id)
    .eq('status', 'open');
  throwIfError(error);
  if (count === 0) throw new Error('The report is no longer open');
}

/** The most reports one bulk call closes (decide_reports' own bound). */
export const maxBulkReports = 50;

/**
 * Resolves or dismisses several reports with one note (decide_reports,
 * decision 034); each names the version the queue read and is answered on
 * its own (409 when another editor closed it first).
 */
export async function decideReports(
  rows: ReportReviewRow[],
  outcome: 'resolved' | 'dismissed',
  note: string,
): Promise<BulkAnswer[]> {
  const reports = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    seen_updated_at: row.updated_at,
  }));
  const { data, error } = await supabase.rpc('decide_reports', {
    reports: reports as unknown as Json,
    outcome,
    note,
  });
  throwIfError(error);
  return Array.isArray(data) ? (data as unknown as BulkAnswer[]) : [];
}
