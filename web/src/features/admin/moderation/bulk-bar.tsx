import { useTranslation } from '@/lib/use-translation.ts';
import { type BulkAction, BulkActionBar } from '../bulk-action-bar.tsx';

interface BulkBarProps {
  /** A prefix for the reason field's id. */
  id: string;
  count: number;
  busy: boolean;
  approveLabel: string;
  onApprove: () => void;
  /** Absent when the list's items cannot be rejected. */
  onReject?: (reason: string) => void;
  onClear: () => void;
}

/**
 * What to do with the selected items of a queue list: approve (publish) them
 * all, or reject them all with one reason. The admin lists' bar with those
 * two actions (bulk-action-bar.tsx).
 */
export function BulkBar({ onApprove, onReject, approveLabel, ...props }: BulkBarProps) {
  const { t } = useTranslation();
  const actions: BulkAction[] = [{ key: 'approve', label: approveLabel }];
  if (onReject)
    actions.push({
      key: 'reason',
      label: t('admin.bulk.reject'),
      destructive: true,
      note: {
        label: t('admin.bulk.reasonLabel'),
        hint: t('submissions.moderation.rejectHint'),
        confirmLabel: t('admin.bulk.confirmReject'),
      },
    });
  return (
    <BulkActionBar
      {...props}
      actions={actions}
      onAction={(key, reason) => (key === 'approve' ? onApprove() : onReject?.(reason))}
    />
  );
}
