import { queryOptions } from '@tanstack/react-query';
import type { UserRoles } from './auth-context.ts';
import { throwIfError } from './data-error.ts';

async function callRoleFunction(name: 'is_admin' | 'is_editor'): Promise<boolean> {
  const { supabase } = await import('./supabase-client.ts');
  const { data, error } = await supabase.rpc(name);
  throwIfError(error);
  return data === true;
}

/**
 * The signed-in user's roles, decided by the server functions is_admin() and
 * is_editor() (SPEC §6). Keyed by user id, so another user never sees them.
 * A failure is not toasted: the person simply has no extra rights.
 */
export function userRolesQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['auth', 'roles', userId ?? 'anonymous'],
    enabled: userId !== undefined,
    meta: { errorToast: false },
    queryFn: async (): Promise<UserRoles> => {
      const [isAdmin, isEditor] = await Promise.all([
        callRoleFunction('is_admin'),
        callRoleFunction('is_editor'),
      ]);
      return { ready: true, isAdmin, isEditor: isEditor || isAdmin };
    },
  });
}
