import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/**
 * A decision on one queue item (a claim, a report, a revision): the item is
 * busy until the answer; `work` returns the success toast's title; a failure
 * gets the queue's failure toast (`failureTitle`, else "could not update");
 * every queue list and count refreshes.
 */
export function useModerationAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(id: string, work: () => Promise<string>, failureTitle?: string) {
    setBusyId(id);
    try {
      showToast({ title: await work(), duration: PRODUCT_TOAST_DURATION });
    } catch (error) {
      console.error(error);
      showToast({
        title: failureTitle ?? t('submissions.moderation.updateFailed'),
        description: t('submissions.failedDescription'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: ['moderation'] });
    }
  }

  return { busyId, run };
}
