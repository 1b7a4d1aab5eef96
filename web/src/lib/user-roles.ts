import { queryOptions } from '@tanstack/react-query';
import type { UserRoles } from './auth-context.ts';
import { throwIfError } from './data-error.ts';

async function callRoleFunction(name: 'is_admin' | 'is_editor' | 'my_staff_role') {
  const { supabase } = await import('./supabase-client.ts');
  const { data, error } = await supabase.rpc(name);
  throwIfError(error);
  return data;
}

/**
 * The signed-in user's roles, decided by the server functions is_admin() and
 * is_editor() (SPEC §6), which need a two-factor session (decision 018), and
 * my_staff_role(), the role whatever the session's level. Keyed by user id and
 * level, so another user never sees them and a verified code asks again.
 * A failure is not toasted: the person simply has no extra rights.
 */
export function userRolesQueryOptions(userId: string | undefined, aal: string | undefined) {
  return queryOptions({
    queryKey: ['auth', 'roles', userId ?? 'anonymous', aal ?? 'aal1'],
    enabled: userId !== undefined,
    meta: { errorToast: false },
    queryFn: async (): Promise<UserRoles> => {
      const [isAdmin, isEditor, staffRole] = await Promise.all([
        callRoleFunction('is_admin'),
        callRoleFunction('is_editor'),
        callRoleFunction('my_staff_role'),
      ]);
      return {
        ready: true,
        isAdmin: isAdmin === true,
        isEditor: isEditor === true || isAdmin === true,
        staffRole: staffRole === 'admin' || staffRole === 'editor' ? staffRole : null,
      };
    },
  });
}
