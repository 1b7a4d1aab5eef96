import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flame } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useHydrated } from '@/lib/hydration.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { candleCountQueryOptions } from './condolence-queries.ts';

/** This browser remembers which memorials it lit a candle for; the server keeps only a count. */
const storageKey = (memorialId: string) => `candle-lit:${memorialId}`;

function litHere(memorialId: string): boolean {
  try {
    return localStorage.getItem(storageKey(memorialId)) === '1';
  } catch {
    return false;
  }
}

/** "Light a candle": once per browser and memorial, with the memorial's count. */
export function CandleButton({ memorialId, slug }: { memorialId: string; slug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const count = useQuery(candleCountQueryOptions(memorialId));
  // This browser's candles are read once hydrated: the server's HTML knows none.
  const hydrated = useHydrated();
  const [litNow, setLit] = useState(false);
  const lit = litNow || (hydrated && litHere(memorialId));
  const [busy, setBusy] = useState(false);

  async function light() {
    setBusy(true);
    try {
      const { invokeFunction } = await import('@/lib/invoke-function.ts');
      await invokeFunction('light-candle', { memorialSlug: slug });
      try {
        localStorage.setItem(storageKey(memorialId), '1');
      } catch {
        // Private mode: the candle still counts; the button just forgets it on reload.
      }
      setLit(true);
      await queryClient.invalidateQueries({ queryKey: ['candles', memorialId] });
    } catch (error) {
      console.error(error);
      showToast({
        title: t('condolences.candle.failed'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={lit || busy} onClick={() => void light()}>
        <Flame aria-hidden="true" className="size-4 text-amber-600" />
        {lit ? t('condolences.candle.lit') : t('condolences.candle.light')}
      </Button>
      {count.data !== undefined && count.data > 0 && (
        <span className="text-sm text-stone-700" aria-live="polite">
          {t('condolences.candle.count', { count: count.data })}
        </span>
      )}
    </div>
  );
}
