import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { dataOf, throwIfError } from '@/lib/data-error.ts';
import { useTranslation } from '@/lib/use-translation.ts';

const client = async () => (await import('@/lib/supabase-client.ts')).supabase;

/**
 * For editors on an organization's page: whether it is trusted, so that the
 * events its admins post are published without review (0832). Only editors
 * and admins may change it; the database refuses anyone else.
 */
export function OrganizationTrustToggle({ id }: { id: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ['organizations', 'trusted', id];
  const trusted = useQuery({
    queryKey,
    queryFn: async () =>
      (
        await dataOf<{ trusted: boolean } | null>(
          (await client()).from('organizations').select('trusted').eq('id', id).maybeSingle(),
        )
      )?.trusted ?? false,
  });
  const change = useMutation({
    mutationFn: async (value: boolean) => {
      const { error } = await (
        await client()
      )
        .from('organizations')
        .update({ trusted: value })
        .eq('id', id);
      throwIfError(error);
      return value;
    },
    onSuccess: (value) => queryClient.setQueryData(queryKey, value),
    onError: () =>
      showToast({
        title: t('organizationAdmin.trust.failed'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      }),
  });
  if (!trusted.isSuccess) return null;
  return (
    <label className="flex items-start gap-3 rounded-lg border border-stone-200 bg-white p-3 print:hidden">
      <input
        type="checkbox"
        className="mt-1 size-4"
        checked={trusted.data}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.checked)}
      />
      <span>
        <span className="block font-medium text-stone-900">
          {t('organizationAdmin.trust.label')}
        </span>
        <span className="text-sm text-stone-600">{t('organizationAdmin.trust.hint')}</span>
      </span>
    </label>
  );
}
