import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { AuthContext, type AuthState, noRoles } from './auth-context.ts';
import { renderedOnServer } from './hydration.ts';
import { authClientNeededAtStart, hasStoredSession, sessionStorageKey } from './stored-session.ts';
import { whenSupabaseClientLoads } from './supabase-client-loaded.ts';
import { sessionAal } from './session-aal.ts';
import { userRolesQueryOptions } from './user-roles.ts';

/**
 * Follows the Supabase session through onAuthStateChange (initial session,
 * sign-in, sign-out, refresh, password recovery) and asks the server for the
 * user's roles. supabase-js is loaded only when there is a session to follow
 * (kept in this browser, arriving in the URL, or started by a sign-in screen),
 * so anonymous visitors never download it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Without a session to follow, nobody is signed in: the state is ready at once.
  // On the server nobody is signed in: the server renders what every visitor gets.
  const [startsAnonymous] = useState(
    () =>
      typeof window === 'undefined' ||
      !authClientNeededAtStart(window.location, hasStoredSession()),
  );
  // A page the server rendered is hydrated as the server rendered it, with nobody signed in;
  // a kept session then arrives through the follow below, like a sign-in.
  const [auth, setAuth] = useState<{ ready: boolean; session: Session | null }>(() => ({
    ready: startsAnonymous || renderedOnServer(),
    session: null,
  }));

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    let following = false;
    const follow = () => {
      if (following) return;
      following = true;
      void import('./supabase-client.ts').then(({ supabase }) => {
        if (!active) return;
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          setAuth({ ready: true, session });
        });
        unsubscribe = () => data.subscription.unsubscribe();
      });
    };
    if (!startsAnonymous) {
      follow();
      return () => {
        active = false;
        unsubscribe();
      };
    }
    // Follow the session from the moment a screen loads supabase-js (sign-in) or another tab signs in.
    const stopWaiting = whenSupabaseClientLoads(follow);
    const onStorage = (event: StorageEvent) => {
      if (event.key === sessionStorageKey() && event.newValue) follow();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      stopWaiting();
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, [startsAnonymous]);

  const user = auth.session?.user ?? null;
  const roles = useQuery(userRolesQueryOptions(user?.id, sessionAal(auth.session?.access_token)));
  const state = useMemo<AuthState>(() => {
    let userRoles = noRoles;
    if (user && roles.data) userRoles = roles.data;
    else if (user && roles.isError) userRoles = { ...noRoles, ready: true };
    return { ready: auth.ready, session: auth.session, user, roles: userRoles };
  }, [auth, user, roles.data, roles.isError]);

  return <AuthContext value={state}>{children}</AuthContext>;
}
