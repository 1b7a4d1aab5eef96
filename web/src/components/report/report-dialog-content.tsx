import { type FormEvent, type RefObject, useState } from 'react';
import type { ReportKind } from '../../../../domain/report-schemas.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { fieldClasses } from '../ui/input.tsx';
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
 * destructive toast with the server's message.
 */
export function ReportDialogContent({ kind, slug, onClose, opener }: ReportDialogContentProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (zod) and supabase-js load on the first send, not with the page.
    const [{ contentReportSchema }, { invokeFunction }] = await Promise.all([
      import('../../../../domain/report-schemas.ts'),
      import('../../lib/invoke-function.ts'),
    ]);
    const parsed = contentReportSchema.safeParse({ kind, slug, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    try {
      await invokeFunction('report-content', parsed.data);
      onClose();
      showToast({ title: t('reports.success'), duration: PRODUCT_TOAST_DURATION });
    } catch (failure) {
      showToast({
        title: t('reports.failed'),
        description: failure instanceof Error ? failure.message : t('reports.failedDescription'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    } finally {
      setSending(false);
    }
  }

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
          <Field
            id="report-reason"
            label={t('reports.reason')}
            error={error && t(error as never)}
            required
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                className={`${fieldClasses} py-2`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('reports.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={sending}>
              {t('reports.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
