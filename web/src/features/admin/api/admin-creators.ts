import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase-client.ts';
import { throwIfError } from '@/lib/data-error.ts';
import { nameToCyrillic } from '@domain/name-script.ts';
import { toLatin } from '@domain/transliterate.ts';
import { ilikePattern } from '../ilike-pattern.ts';

export interface AdminCreatorRow {
  id: string;
  slug: string;
  name_eng: string | null;
  grammatical_gender: string | null;
  name_lat: string | null;
  name_cyr: string | null;
  status: 'draft' | 'pending_review' | 'published';
  verified: boolean;
  contact_form_enabled: boolean;
  created_by_admin: boolean;
  created_at: string;
  /** The version the table shows; a status decision names it (0700). */
  updated_at: string;
}

export const creatorStatuses = ['draft', 'pending_review', 'published'] as const;

export const adminCreatorsPageSize = 25;

export interface AdminCreatorsFilters {
  /** Words of a name (any script) or of the address slug. */
  search: string;
  status: AdminCreatorRow['status'] | '';
}

/**
 * One page of creators, newest first, with how many match (SPEC §7 admin);
 * RLS shows them all to editors only. A search in either script finds the
 * Latin and the Cyrillic name.
 */
export function adminCreatorsQueryOptions(filters: AdminCreatorsFilters, page: number) {
  return queryOptions({
    queryKey: ['creators', 'admin', filters, page],
    meta: { errorToast: false },
    queryFn: async (): Promise<{ rows: AdminCreatorRow[]; total: number }> => {
      const from = page * adminCreatorsPageSize;
      let query = supabase
        .from('creators')
        .select(
          'id, slug, name_eng, name_lat, name_cyr, grammatical_gender, status, verified, contact_form_enabled, created_by_admin, created_at, updated_at',
          { count: 'exact' },
        )
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, from + adminCreatorsPageSize - 1);
      if (filters.status) query = query.eq('status', filters.status);
      const typed = ilikePattern(filters.search);
      const latin = ilikePattern(toLatin(filters.search));
      const cyrillic = ilikePattern(nameToCyrillic(toLatin(filters.search)));
      if (typed && latin && cyrillic) {
        query = query.or(
          [
            `name_eng.ilike.${latin}`,
            `name_lat.ilike.${latin}`,
            `slug.ilike.${latin}`,
            `name_cyr.ilike.${cyrillic}`,
            `name_cyr.ilike.${typed}`,
          ].join(','),
        );
      }
      const { data, error, count } = await query;
      throwIfError(error);
      return { rows: data, total: count ?? 0 };
    },
  });
}

/**
 * A status is an editor's decision (decide_submission, 0700), naming the
 * version the table showed: refused with 409 when someone changed the
 * profile since. The flags are plain updates.
 */
export async function updateCreator(
  row: Pick<AdminCreatorRow, 'id' | 'updated_at'>,
  changes: Partial<Pick<AdminCreatorRow, 'status' | 'verified' | 'contact_form_enabled'>>,
) {
  const { status, ...flags } = changes;
  if (status) {
    const { error } = await supabase.rpc('decide_submission', {
      target_table: 'creators',
      row_id: row.id,
      decision: status,
      seen_updated_at: row.updated_at,
    });
    throwIfError(error);
  }
  if (Object.keys(flags).length > 0) {
    const { error } = await supabase.from('creators').update(flags).eq('id', row.id);
    throwIfError(error);
  }
}

export async function deleteCreator(id: string) {
  const { error } = await supabase.from('creators').delete().eq('id', id);
  throwIfError(error);
}

export async function createCreator(input: {
  name_eng: string;
  email_public: string;
  status: 'draft' | 'published';
}) {
  const { error } = await supabase.from('creators').insert({
    name_eng: input.name_eng,
    email_public: input.email_public || null,
    status: input.status,
    created_by_admin: true,
    contact_form_enabled: false,
    verified: false,
    owner_user_id: null,
  });
  throwIfError(error);
}
