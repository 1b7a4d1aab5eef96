import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { ReasonForm } from './reason-form.tsx';

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
 * all, or reject them all with one reason. Kept at the bottom of the screen
 * while a selection exists, so a phone reaches it after scrolling.
 */
export function BulkBar(props: BulkBarProps) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  if (props.count === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('admin.bulk.selected', { count: props.count })}
      className="sticky bottom-0 z-10 grid gap-3 rounded-t-xl border border-stone-300 bg-white p-3 shadow-lg sm:rounded-xl"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto text-sm font-semibold text-stone-900" aria-live="polite">
          {t('admin.bulk.selected', { count: props.count })}
        </span>
        <Button size="sm" disabled={props.busy} onClick={props.onApprove}>
          {props.approveLabel}
        </Button>
        {props.onReject && (
          <Button
            size="sm"
            variant="destructive"
            disabled={props.busy}
            aria-expanded={rejecting}
            onClick={() => setRejecting(true)}
          >
            {t('admin.bulk.reject')}
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={props.busy} onClick={props.onClear}>
          {t('admin.bulk.cancel')}
        </Button>
      </div>
      {rejecting && props.onReject && (
        <ReasonForm
          id={`${props.id}-bulk-reason`}
          label={t('admin.bulk.reasonLabel')}
          hint={t('submissions.moderation.rejectHint')}
          confirmLabel={t('admin.bulk.confirmReject')}
          busy={props.busy}
          destructive
          onConfirm={(reason) => {
            setRejecting(false);
            props.onReject?.(reason);
          }}
          onCancel={() => setRejecting(false)}
        />
      )}
    </div>
  );
}
