import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { toastFailure, toastSuccess } from '../admin-toast.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { DataError } from '@/lib/data-error.ts';
import { type AdminUserRow, setUserRole } from './admin-users-api.ts';
import { type RoleAction, roleActions, roleErrorKind } from './user-role-rules.ts';

/** Grant / revoke editor and admin for one account; revoking admin asks first. */
export function UserRoleButtons({ user, adminCount }: { user: AdminUserRow; adminCount: number }) {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<RoleAction | null>(null);
  const actions = roleActions(user, adminCount);
  const email = user.email ?? '';

  async function apply(action: RoleAction) {
    setBusy(true);
    try {
      await setUserRole(user.id, action.role, action.grant);
      toastSuccess(t('adminUsers.success'), t('adminUsers.changed', { email }));
    } catch (failure) {
      const kind = roleErrorKind(failure instanceof DataError ? failure.code : undefined);
      toastFailure(t('adminUsers.changeFailed'), new Error(t(`adminUsers.errors.${kind}`)));
    } finally {
      setBusy(false);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
      if (user.id === me?.id) {
        // Every level's answer (the key's last part) for this user.
        await queryClient.invalidateQueries({ queryKey: ['auth', 'roles', me.id] });
      }
    }
  }

  const reasons = [...new Set(actions.flatMap((action) => action.blockedBy ?? []))];
  return (
    <div className="grid gap-2 sm:justify-items-end">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const label = t(`adminUsers.${action.grant ? 'grant' : 'revoke'}.${action.role}`);
          return (
            <Button
              key={action.role}
              size="sm"
              variant={action.grant ? 'secondary' : 'ghost'}
              disabled={busy || action.blockedBy !== null}
              aria-label={t('adminUsers.actionFor', { action: label, email })}
              onClick={() =>
                action.needsConfirmation ? setConfirming(action) : void apply(action)
              }
            >
              {label}
            </Button>
          );
        })}
      </div>
      {reasons.map((reason) => (
        <p key={reason} className="text-xs text-stone-600">
          {t(`adminUsers.blocked.${reason}`)}
        </p>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('adminUsers.confirmRevokeTitle')}
        description={t('adminUsers.confirmRevokeText', { email })}
        closeLabel={t('adminUsers.close')}
        cancelLabel={t('adminUsers.cancel')}
        confirmLabel={t('adminUsers.confirmRevoke')}
        onConfirm={() => confirming && void apply(confirming)}
        busy={busy}
      />
    </div>
  );
}
