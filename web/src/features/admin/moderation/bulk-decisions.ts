import type { Json } from '@domain/database.types.ts';
import { throwIfError } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';
import type { BulkAnswer } from './bulk-refusals.ts';

/**
 * Several decisions in one request (decide_many, 0870): each item names the
 * version its editor saw, and each is refused on its own when someone
 * decided or changed it first.
 */
export type BulkItem =
  | {
      kind: 'submission';
      table: string;
      id: string;
      decision: 'published' | 'rejected' | 'draft';
      seen_updated_at: string;
      note?: string;
    }
  | {
      kind: 'revision';
      table: 'creator_revisions' | 'content_revisions';
      id: string;
      approve: boolean;
      seen_updated_at: string;
      reason?: string;
    }
  | { kind: 'claim'; id: string; approve: boolean; seen_updated_at: string; reason?: string };

/** At most this many items a request (the function's own bound). */
export const maxBulkItems = 50;

export async function decideMany(items: BulkItem[]): Promise<BulkAnswer[]> {
  const { data, error } = await supabase.rpc('decide_many', {
    decisions: items as unknown as Json,
  });
  throwIfError(error);
  return Array.isArray(data) ? (data as unknown as BulkAnswer[]) : [];
}
