import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { ReasonForm } from './moderation/reason-form.tsx';

/** One thing an editor may do with every selected item of a list. */
export interface BulkAction {
  key: string;
  label: string;
  destructive?: boolean;
  /**
   * Asks for one note for all items first (required unless `optional`);
   * its button says `confirmLabel`, else the action's label.
   */
  note?: {
    label: string;
    hint: string;
    optional?: boolean;
    requiredMessage?: string;
    confirmLabel?: string;
  };
  /** Asks to confirm first, saying this (an action that cannot be undone). */
  confirm?: { text: string; label: string };
}

interface BulkActionBarProps {
  /** A prefix for the note field's id. */
  id: string;
  count: number;
  /** The most items one call takes (the SQL function's own bound); none when the caller splits. */
  max?: number;
  busy: boolean;
  actions: BulkAction[];
  onAction: (key: string, note: string) => void;
  onClear: () => void;
}

/**
 * What to do with the selected items of an admin list: each action at once,
 * after one note, or after a confirmation (the review queues' approve and
 * reject are two such actions, moderation/bulk-bar.tsx). Kept at the bottom
 * of the screen while a selection exists, so a phone reaches it after
 * scrolling.
 */
export function BulkActionBar(props: BulkActionBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<BulkAction | null>(null);
  if (props.count === 0) return null;
  // The bound the selection is over, if it is: nothing is sent then.
  const overMax = props.max !== undefined && props.count > props.max ? props.max : null;
  const run = (action: BulkAction, note = '') => {
    setOpen(null);
    props.onAction(action.key, note);
  };
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
        {props.actions.map((action) => (
          <Button
            key={action.key}
            size="sm"
            variant={action.destructive ? 'destructive' : 'primary'}
            disabled={props.busy || overMax !== null}
            aria-expanded={action.note || action.confirm ? open?.key === action.key : undefined}
            onClick={() => (action.note || action.confirm ? setOpen(action) : run(action))}
          >
            {action.label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" disabled={props.busy} onClick={props.onClear}>
          {t('admin.bulk.cancel')}
        </Button>
      </div>
      {overMax !== null && (
        <p role="alert" className="text-sm text-heritage-red-700">
          {t('admin.bulk.tooMany', { max: overMax })}
        </p>
      )}
      {open?.note && (
        <ReasonForm
          key={open.key}
          id={`${props.id}-bulk-${open.key}`}
          label={open.note.label}
          hint={open.note.hint}
          confirmLabel={open.note.confirmLabel ?? open.label}
          busy={props.busy}
          destructive={open.destructive}
          optional={open.note.optional}
          requiredMessage={open.note.requiredMessage}
          onConfirm={(note) => run(open, note)}
          onCancel={() => setOpen(null)}
        />
      )}
      {open?.confirm && !open.note && (
        <div className="grid gap-2">
          <p className="text-sm text-stone-800">{open.confirm.text}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="destructive" disabled={props.busy} onClick={() => run(open)}>
              {open.confirm.label}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen(null)}>
              {t('admin.bulk.cancel')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
