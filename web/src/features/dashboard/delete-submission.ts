import { supabase } from '@/lib/supabase-client.ts';
import type { DashboardTable } from './dashboard-tabs.ts';
import { throwIfError } from '@/lib/data-error.ts';

/** Deletes one of the person's own rows; RLS refuses anyone else's. */
export async function deleteSubmission(table: DashboardTable, id: string): Promise<void> {
  const { error, count } = await supabase.from(table).delete({ count: 'exact' }).eq('id', id);
  throwIfError(error);
  if (count === 0) throw new Error('Nothing was deleted');
}
