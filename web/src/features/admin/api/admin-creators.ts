import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase-client.ts';
import { dataOf, throwIfError } from '@/lib/data-error.ts';

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
}

export const creatorStatuses = ['draft', 'pending_review', 'published'] as const;

/** Every creator, newest first (SPEC §7 admin); RLS shows them all to editors only. */
export function adminCreatorsQueryOptions() {
  return queryOptions({
    queryKey: ['creators', 'admin'],
    meta: { errorToast: false },
    queryFn: (): Promise<AdminCreatorRow[]> =>
      dataOf(
        supabase
          .from('creators')
          .select(
            'id, slug, name_eng, name_lat, name_cyr, grammatical_gender, status, verified, contact_form_enabled, created_by_admin, created_at',
          )
          .order('created_at', { ascending: false }),
      ),
  });
}

export async function updateCreator(
  id: string,
  changes: Partial<Pick<AdminCreatorRow, 'status' | 'verified' | 'contact_form_enabled'>>,
) {
  const { error } = await supabase
    .from('creators')
    .update({ ...changes, updated_at: new Date().toISOString() })
    .eq('id', id);
  throwIfError(error);
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
