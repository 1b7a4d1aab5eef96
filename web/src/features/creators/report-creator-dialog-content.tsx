import type { RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../../components/ui/toast-store.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';

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
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('../../../../domain/creator-schemas.ts')).creatorReportSchema,
    defaultValues: { creatorSlug: slug, creatorName: name, reason: '' },
  });

  const submit = onSubmit(async (report) => {
    // supabase-js loads on the first send, not with the profile page.
    const api = await import('./api/invoke-function.ts');
    try {
      await api.invokeFunction('report-creator-profile', report);
      onClose();
      showToast({ title: t('creators.report.success'), duration: PRODUCT_TOAST_DURATION });
    } catch (failure) {
      for (const [field, key] of api.serverFieldErrors(failure))
        form.setError(field as keyof typeof report, { message: key }, { shouldFocus: true });
      showToast({
        title: t('creators.errors.title'),
        description: api.functionErrorText(t, failure),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    }
  });

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
          <TextareaField
            id="report-reason"
            label={t('creators.report.reason')}
            required
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('creators.report.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {t('creators.report.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
