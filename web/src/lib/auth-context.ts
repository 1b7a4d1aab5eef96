import { createContext, useContext } from 'react';
import type { Session } from '@supabase/supabase-js';

export interface AuthState {
  /** False until supabase-js has reported the stored session (or its absence). */
  ready: boolean;
  session: Session | null;
}

export const AuthContext = createContext<AuthState>({ ready: false, session: null });

/** The current session; `session !== null` means signed in. */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
