import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { type BulkItem, decideMany } from './bulk-decisions.ts';
import { type BulkAnswer, refusalMessages } from './bulk-refusals.ts';

/**
 * Bulk decisions of one queue list: the selected ids, sending them, and the
 * items refused (who decided them first), shown until the next bulk decision.
 * The lists under `refresh` (every queue list and count) refresh afterwards.
 */
export function useBulkDecisions(refresh: readonly string[] = ['moderation']) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (ids: string[]) => setSelected(new Set(ids));
  const clear = () => setSelected(new Set());
  /** The page's select-all box (QueueListControls): ticked when every item shown is selected. */
  const pageSelection = (pageIds: string[]) => ({
    allSelected: pageIds.length > 0 && pageIds.every((id) => selected.has(id)),
    onSelectPage: (on: boolean) => (on ? selectAll(pageIds) : clear()),
  });

  /**
   * Sends one bulk call (decide_many, decide_reports, handle_contact_messages)
   * and shows its answers: how many were applied (`done`, else "n items
   * decided") and each refused item with its reason.
   */
  async function run(
    call: () => Promise<BulkAnswer[]>,
    titleOf: (id: string) => string,
    done?: (count: number) => string,
  ) {
    setBusy(true);
    setRefusals([]);
    try {
      const answers = await call();
      const decided = answers.filter((answer) => answer.status === 200).length;
      const refused = refusalMessages(answers, titleOf, t, language);
      setRefusals(refused);
      clear();
      showToast({
        title: done ? done(decided) : t('admin.bulk.done', { count: decided }),
        ...(refused.length ? { description: refused.join(' '), variant: 'destructive' } : {}),
        duration: PRODUCT_TOAST_DURATION,
      });
    } catch (error) {
      console.error(error);
      showToast({
        title: t('submissions.moderation.updateFailed'),
        description: t('admin.bulk.failed'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: [...refresh] });
    }
  }

  const send = (items: BulkItem[], titleOf: (id: string) => string) =>
    run(() => decideMany(items), titleOf);

  return { selected, toggle, selectAll, clear, pageSelection, busy, refusals, send, run };
}
