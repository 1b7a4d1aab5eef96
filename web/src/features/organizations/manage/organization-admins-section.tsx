import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { DataError, throwIfError } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  manageKey,
  type ManagedOrganization,
  type OrganizationAdmin,
  organizationAdminsQueryOptions,
} from './manage-queries.ts';

/**
 * The organization's admins, each with a way to remove them (one's own is
 * "step down"). The database refuses the last admin stepping down
 * (PT409, hint last_organization_admin): the page says to invite one first.
 */
export function OrganizationAdminsSection({ organization }: { organization: ManagedOrganization }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const admins = useQuery(organizationAdminsQueryOptions(organization.slug, organization.id));
  const remove = useMutation({
    mutationFn: async (admin: OrganizationAdmin) => {
      const { error } = await supabase
        .from('organization_admins')
        .delete()
        .eq('organization_id', organization.id)
        .eq('user_id', admin.user_id);
      throwIfError(error ? { ...error, code: error.hint || error.code } : null);
    },
    onSuccess: (_, admin) => {
      showToast({ title: t('organizationAdmin.manage.removed') });
      if (admin.user_id === user?.id) return window.location.assign('/dashboard');
      void queryClient.invalidateQueries({ queryKey: manageKey(organization.slug) });
    },
    onError: (error) =>
      showToast({
        title:
          error instanceof DataError && error.code === 'last_organization_admin'
            ? t('organizationAdmin.manage.lastAdmin')
            : t('organizationAdmin.manage.removeFailed'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      }),
  });

  const ask = (admin: OrganizationAdmin, label: string) => {
    const mine = admin.user_id === user?.id;
    const question = mine
      ? t('organizationAdmin.manage.confirmLeave')
      : t('organizationAdmin.manage.confirmRemove', { name: label });
    if (window.confirm(question)) remove.mutate(admin);
  };

  return (
    <section aria-labelledby="organization-admins" className="grid gap-3">
      <h2 id="organization-admins" className="text-xl font-semibold text-stone-900">
        {t('organizationAdmin.manage.adminsHeading')}
      </h2>
      <ul className="grid gap-2">
        {(admins.data ?? []).map((admin) => {
          const label = admin.full_name || admin.email;
          const mine = admin.user_id === user?.id;
          return (
            <li
              key={admin.user_id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white p-3"
            >
              <span className="min-w-0 break-words">
                <span className="font-medium text-stone-900">{label}</span>
                {mine && (
                  <span className="text-sm text-stone-600">
                    {' '}
                    ({t('organizationAdmin.manage.you')})
                  </span>
                )}
                {admin.full_name && (
                  <span className="block text-sm break-all text-stone-600">{admin.email}</span>
                )}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={
                  mine ? undefined : t('organizationAdmin.manage.removeLabel', { name: label })
                }
                onClick={() => ask(admin, label)}
              >
                {mine ? t('organizationAdmin.manage.leave') : t('organizationAdmin.manage.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
