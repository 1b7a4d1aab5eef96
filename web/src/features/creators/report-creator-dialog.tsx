import { Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { fieldClasses } from '../../components/ui/input.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../../components/ui/toast-store.ts';
import { FormField } from './form-field.tsx';

/** Report-profile dialog: a reason (not blank after trimming); success toast and the dialog closes. */
export function ReportCreatorDialog({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
      setOpen(false);
      setReason('');
      setError(undefined);
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Flag aria-hidden="true" className="size-4" />
          {t('creators.report.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('creators.report.title')}
        description={t('creators.report.description')}
        closeLabel={t('creators.report.cancel')}
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
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
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
