import { useState } from 'react';
import { maxLength } from '../../../../../domain/field-limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

interface ReasonFormProps {
  /** Unique per item, for the label and hint ids. */
  id: string;
  label: string;
  hint: string;
  confirmLabel: string;
  busy: boolean;
  destructive?: boolean;
  /** Shown when the field is left blank (default: a reason is required to reject). */
  requiredMessage?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The confirmation step of a decision that carries a reason (reject, send
 * back): the reason is required, Escape cancels, the field takes focus.
 */
export function ReasonForm(props: ReasonFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  return (
    <form
      className="grid gap-2 sm:col-span-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!missing) props.onConfirm(reason.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onCancel();
      }}
    >
      <label htmlFor={props.id} className="text-sm font-medium text-stone-800">
        {props.label}
      </label>
      <textarea
        id={props.id}
        value={reason}
        rows={3}
        required
        autoFocus
        maxLength={maxLength.note}
        aria-invalid={tried && missing}
        aria-describedby={`${props.id}-hint${tried && missing ? ` ${props.id}-error` : ''}`}
        onChange={(event) => setReason(event.target.value)}
        className="rounded-md border border-stone-300 p-2 text-base"
      />
      <p id={`${props.id}-hint`} className="text-sm text-stone-600">
        {props.hint}
      </p>
      {tried && missing && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-red-700">
          {props.requiredMessage ?? t('submissions.moderation.reasonRequired')}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          variant={props.destructive ? 'destructive' : 'primary'}
          disabled={props.busy}
        >
          {props.confirmLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={props.onCancel}>
          {t('submissions.moderation.cancel')}
        </Button>
      </div>
    </form>
  );
}
