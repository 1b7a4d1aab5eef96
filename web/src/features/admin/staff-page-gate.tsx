import type { ReactNode } from 'react';
import { StaffTwoFactorGate } from '@/components/two-factor/staff-two-factor-gate.tsx';
import { RequireAuth } from '@/components/require-auth.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useAuth } from '@/lib/auth-context.ts';

interface StaffPageGateProps {
  /** Who may open the page: editors (admins are editors too) or admins only. */
  role: 'editor' | 'admin';
  /** Read out while the person's roles load. */
  loadingLabel: string;
  /** What a signed-in person without the role sees instead. */
  denied: ReactNode;
  /** A visitor without a session: sent to sign in (the default), or shown `denied` too. */
  visitors?: 'sign-in' | 'denied';
  children: ReactNode;
}

/**
 * The door of a staff page: a visitor goes to sign in and comes back (or,
 * with `visitors="denied"`, sees `denied`); staff
 * who have not given their second factor this session are asked for it
 * (decision 018); anyone else without the role sees `denied`. The server's
 * policies decide what the page can read; this only chooses what it shows.
 */
export function StaffPageGate(props: StaffPageGateProps) {
  const { ready, session } = useAuth();
  if (props.visitors === 'denied' && ready && !session) return props.denied;
  return (
    <RequireAuth>
      <RoleCheck {...props} />
    </RequireAuth>
  );
}

function RoleCheck({ role, loadingLabel, denied, children }: StaffPageGateProps) {
  const { roles } = useAuth();
  if (!roles.ready) return <LoadingState label={loadingLabel} />;
  const allowed = role === 'admin' ? roles.isAdmin : roles.isEditor;
  const staffWithoutSecondFactor =
    role === 'admin' ? roles.staffRole === 'admin' : roles.staffRole !== null;
  if (!allowed && staffWithoutSecondFactor) return <StaffTwoFactorGate />;
  if (!allowed) return denied;
  return children;
}
