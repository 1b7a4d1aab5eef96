import { useTranslation } from '@/lib/use-translation.ts';
import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';

/** Copies the page link and confirms with 'Link copied to clipboard!'. */
export function ShareMemorialButton() {
  const { t } = useTranslation();
  async function share() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      showToast({ title: t('memorials.linkCopied'), duration: PRODUCT_TOAST_DURATION });
    } catch (error) {
      console.error('Copying the memorial link failed', error);
      showToast({
        variant: 'destructive',
        title: t('memorials.copyFailed'),
        duration: PRODUCT_TOAST_DURATION,
      });
    }
  }
  return (
    <Button variant="secondary" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {t('memorials.share')}
    </Button>
  );
}
