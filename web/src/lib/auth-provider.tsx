import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { AuthContext, type AuthState, noRoles } from './auth-context.ts';
import { userRolesQueryOptions } from './user-roles.ts';

/**
 * Follows the Supabase session through onAuthStateChange (initial session,
 * sign-in, sign-out, refresh, password recovery) and asks the server for the
 * user's roles. The client module is loaded after first paint, so supabase-js
 * is not part of the initial bundle.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<{ ready: boolean; session: Session | null }>({
    ready: false,
    session: null,
  });

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    void import('./supabase-client.ts').then(({ supabase }) => {
      if (!active) return;
      const { data } = supabase.auth.onAuthStateChange((_event, session) => {
        setAuth({ ready: true, session });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const user = auth.session?.user ?? null;
  const roles = useQuery(userRolesQueryOptions(user?.id));
  const state = useMemo<AuthState>(() => {
    let userRoles = noRoles;
    if (user && roles.data) userRoles = roles.data;
    else if (user && roles.isError) userRoles = { ...noRoles, ready: true };
    return { ready: auth.ready, session: auth.session, user, roles: userRoles };
  }, [auth, user, roles.data, roles.isError]);

  return <AuthContext value={state}>{children}</AuthContext>;
}
