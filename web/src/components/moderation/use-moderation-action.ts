import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { conflictMessage, decisionConflict } from './decision-conflict.ts';

/**
 * A decision on one queue item (a submission, a claim, a report, a
 * revision): the item is busy until the answer; `work` returns the success
 * toast's title; a failure gets the queue's failure toast (`failureTitle`,
 * else "could not update"); every queue list and count refreshes. A
 * decision refused because someone else decided first (409, 0700) says who
 * decided what and when, in a toast and in `conflict`, which the list shows
 * until the next decision.
 */
export function useModerationAction() {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  async function run(id: string, work: () => Promise<string>, failureTitle?: string) {
    setBusyId(id);
    setConflict(null);
    try {
      showToast({ title: await work(), duration: PRODUCT_TOAST_DURATION });
    } catch (error) {
      const refused = decisionConflict(error);
      if (refused) {
        const message = conflictMessage(refused, t, language);
        setConflict(message);
        showToast({
          title: t('submissions.moderation.conflictTitle'),
          description: message,
          variant: 'destructive',
          duration: PRODUCT_TOAST_DURATION,
        });
        return;
      }
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

  return { busyId, run, conflict };
}
