import { type ReactNode, useEffect, useState } from 'react';
import { AuthContext, type AuthState } from './auth-context.ts';

/**
 * Follows the Supabase session through onAuthStateChange (initial session,
 * sign-in, sign-out, refresh). The client module is loaded after first paint,
 * so supabase-js is not part of the initial bundle.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ ready: false, session: null });

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    void import('./supabase-client.ts').then(({ supabase }) => {
      if (!active) return;
      const { data } = supabase.auth.onAuthStateChange((_event, session) => {
        setState({ ready: true, session });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  return <AuthContext value={state}>{children}</AuthContext>;
}
