import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';

export type StaffRole = 'editor' | 'admin';

export interface UserRoles {
  /** False until the server answered is_admin() and is_editor() for this user. */
  ready: boolean;
  isAdmin: boolean;
  /** Admins are editors too (the server's is_editor() says so). */
  isEditor: boolean;
  /**
   * The person's staff role whatever the session's level; with `isEditor`
   * false it means two-step sign-in is still to set up or to enter (decision 018).
   */
  staffRole: StaffRole | null;
}

export interface AuthState {
  /** False until supabase-js has reported the stored session (or its absence). */
  ready: boolean;
  session: Session | null;
  user: User | null;
  roles: UserRoles;
}

export const noRoles: UserRoles = {
  ready: false,
  isAdmin: false,
  isEditor: false,
  staffRole: null,
};

export const AuthContext = createContext<AuthState>({
  ready: false,
  session: null,
  user: null,
  roles: noRoles,
});

/** The current session, user and roles; `session !== null` means signed in. */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
