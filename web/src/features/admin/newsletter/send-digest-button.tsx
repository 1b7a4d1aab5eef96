import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { newsletterOverviewKey, sendDigest } from './newsletter-admin-api.ts';

/** Sends this week's digest now; subscribers who already have it get nothing more. */
export function SendDigestButton({ week }: { week: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  async function send() {
    setBusy(true);
    try {
      const sent = await sendDigest();
      setResult(t('adminNewsletter.sent', { count: sent.mailed, week: sent.week }));
      await queryClient.invalidateQueries({ queryKey: newsletterOverviewKey });
    } catch {
      showToast({
        title: t('adminNewsletter.failed'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-2">
      <Button className="justify-self-start" disabled={busy} onClick={() => void send()}>
        {busy ? t('adminNewsletter.sending') : t('adminNewsletter.sendButton', { week })}
      </Button>
      {result && (
        <p role="status" className="text-green-800">
          {result}
        </p>
      )}
    </div>
  );
}
