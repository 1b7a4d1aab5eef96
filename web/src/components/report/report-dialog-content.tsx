import type { RefObject } from 'react';
import type { ReportKind } from '@domain/report-schemas.ts';
import { functionErrorText } from '@/lib/function-error-text.ts';
import { sendToFunction } from '@/lib/send-to-function.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { TextareaField } from '../ui/field.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../ui/toast-store.ts';

interface ReportDialogContentProps {
  kind: ReportKind;
  slug: string;
  onClose: () => void;
  /** The button that opened the dialog; focus goes back to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The open report dialog (report-content): a reason, not blank after
 * trimming; on success a toast and the dialog closes, on failure a
 * destructive toast with the server's answer, translated by its code.
 */
export function ReportDialogContent({ kind, slug, onClose, opener }: ReportDialogContentProps) {
  const { t } = useTranslation();
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/report-schemas.ts')).contentReportSchema,
    defaultValues: { kind, slug, reason: '' },
  });

  const submit = onSubmit(async (report) => {
    const delivered = await sendToFunction(form, 'report-content', report, (failure) => ({
      title: t('reports.failed'),
      description: functionErrorText(t, failure),
    }));
    if (!delivered) return;
    onClose();
    showToast({ title: t('reports.success'), duration: PRODUCT_TOAST_DURATION });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t(`reports.title.${kind}`)}
        description={t(`reports.description.${kind}`)}
        closeLabel={t('reports.cancel')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextareaField
            id="report-reason"
            label={t('reports.reason')}
            required
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('reports.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {t('reports.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
