import { type FormEvent, type RefObject, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { fieldClasses } from '../../components/ui/input.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../../components/ui/toast-store.ts';
import { FormField } from './form-field.tsx';

interface ReportCreatorDialogContentProps {
  slug: string;
  name: string;
  onClose: () => void;
  /** The button that opened the dialog; focus goes back to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

/** The open report dialog: a reason (not blank after trimming); success toast and the dialog closes. */
export function ReportCreatorDialogContent({
  slug,
  name,
  onClose,
  opener,
}: ReportCreatorDialogContentProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (zod) and supabase-js load on the first send, not with the profile page.
    const [{ creatorReportSchema, fieldErrors }, { invokeFunction }] = await Promise.all([
      import('../../../../domain/creator-schemas.ts'),
      import('./api/invoke-function.ts'),
    ]);
    const parsed = creatorReportSchema.safeParse({ creatorSlug: slug, creatorName: name, reason });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).reason);
      return;
    }
    setSending(true);
    try {
      await invokeFunction('report-creator-profile', parsed.data);
      onClose();
      showToast({ title: t('creators.report.success'), duration: PRODUCT_TOAST_DURATION });
    } catch (failure) {
      showToast({
        title: t('creators.errors.title'),
        description: failure instanceof Error ? failure.message : t('creators.errors.generic'),
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
        title={t('creators.report.title')}
        description={t('creators.report.description')}
        closeLabel={t('creators.report.cancel')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="report-reason" label={t('creators.report.reason')} error={error} required>
            {(describedBy) => (
              <textarea
                id="report-reason"
                rows={4}
                className={`${fieldClasses} py-2`}
                value={reason}
                aria-invalid={Boolean(error)}
                aria-describedby={describedBy}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('creators.report.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={sending}>
              {t('creators.report.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
