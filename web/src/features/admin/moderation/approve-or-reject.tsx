import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { ReasonForm } from './reason-form.tsx';

interface ApproveOrRejectProps {
  id: string;
  busy: boolean;
  /** The reason form is open (one card at a time). */
  rejecting: boolean;
  /** What the author reads about the reason (claims and revisions say it differently). */
  rejectHint: string;
  onApprove: () => void;
  onStartReject: () => void;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Approve, or reject with a reason the author is mailed: a claim's or a revision's decision. */
export function ApproveOrReject(props: ApproveOrRejectProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={props.busy} onClick={props.onApprove}>
          {t('submissions.moderation.approve')}
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={props.busy}
          aria-expanded={props.rejecting}
          onClick={props.onStartReject}
        >
          {t('submissions.moderation.reject')}
        </Button>
      </div>
      {props.rejecting && (
        <ReasonForm
          id={`reason-${props.id}`}
          label={t('submissions.moderation.rejectLabel')}
          hint={props.rejectHint}
          confirmLabel={t('submissions.moderation.confirmReject')}
          busy={props.busy}
          destructive
          onConfirm={props.onReject}
          onCancel={props.onCancel}
        />
      )}
    </>
  );
}
