import { maxLength } from '@domain/field-limits.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextareaField } from '@/components/ui/field.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';

interface ReasonFormProps {
  /** Unique per item, for the label and hint ids. */
  id: string;
  label: string;
  hint: string;
  confirmLabel: string;
  busy: boolean;
  destructive?: boolean;
  /** The note may be left blank (default: it is required). */
  optional?: boolean;
  /** Shown when the field is left blank (default: a reason is required to reject). */
  requiredMessage?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The confirmation step of a decision that carries a reason (reject, send
 * back, or an optional note): the reason is required unless `optional`,
 * Escape cancels, the field takes focus.
 */
export function ReasonForm(props: ReasonFormProps) {
  const { t } = useTranslation();
  const { form, errors, onSubmit } = useZodForm({
    schema: async () => {
      const schemas = await import('@domain/moderation-schemas.ts');
      return props.optional ? schemas.moderationNoteSchema : schemas.moderationReasonSchema;
    },
    defaultValues: { reason: '' },
  });
  return (
    <form
      className="grid gap-2 sm:col-span-2"
      noValidate
      onSubmit={onSubmit(({ reason }) => props.onConfirm(reason))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onCancel();
      }}
    >
      <TextareaField
        id={props.id}
        label={props.label}
        hint={props.hint}
        required={!props.optional}
        rows={3}
        autoFocus
        maxLength={maxLength.note}
        error={errors.reason && (props.requiredMessage ?? errors.reason.message)}
        {...form.register('reason')}
      />
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
