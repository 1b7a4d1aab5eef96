import { queryOptions } from '@tanstack/react-query';
import { dataOf, throwIfError } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';
import type { ManagedRole } from './user-role-rules.ts';

/** The Users page's calls: security-definer functions and an RLS table that check is_admin() in SQL. */

export interface AdminUserRow {
  id: string;
  email: string | null;
  full_name: string | null;
  confirmed: boolean;
  roles: string[];
  created_at: string;
  last_sign_in_at: string | null;
  total_count: number;
  admin_count: number;
}

export interface RoleChangeRow {
  id: number;
  actor_label: string;
  target_email: string;
  role: ManagedRole;
  action: 'grant' | 'revoke';
  created_at: string;
}

export const adminUsersPageSize = 25;

/** Everyone, editors, admins, or people with no role (admin_list_users, 0873). */
export const userRoleFilters = ['', 'editor', 'admin', 'none'] as const;
export type UserRoleFilter = (typeof userRoleFilters)[number];

export function adminUsersQueryOptions(search: string, page: number, role: UserRoleFilter = '') {
  return queryOptions({
    queryKey: ['admin-users', 'list', search, page, role],
    meta: { errorToast: false },
    queryFn: (): Promise<AdminUserRow[]> =>
      dataOf(
        supabase.rpc('admin_list_users', {
          search,
          page_size: adminUsersPageSize,
          page_offset: page * adminUsersPageSize,
          ...(role ? { role_filter: role } : {}),
        }),
      ),
  });
}

export function roleChangesQueryOptions() {
  return queryOptions({
    queryKey: ['admin-users', 'changes'],
    meta: { errorToast: false },
    queryFn: (): Promise<RoleChangeRow[]> =>
      dataOf(
        supabase
          .from('user_role_changes')
          .select('id, actor_label, target_email, role, action, created_at')
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(20),
      ),
  });
}

export async function setUserRole(userId: string, role: ManagedRole, granted: boolean) {
  const { error } = await supabase.rpc('admin_set_user_role', {
    target_user: userId,
    role,
    granted,
  });
  throwIfError(error);
}
