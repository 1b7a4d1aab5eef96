import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

const failures = ['no_token', 'invalid_or_used', 'expired'] as const;
type State = { name: 'ready' | 'confirming' | 'confirmed' } | { name: 'failed'; message: string };

/**
 * Confirms a visitor's condolence (/condolences/confirm?token=). Scanner-safe:
 * opening the link only shows a button; the button calls confirm_condolence.
 */
export function ConfirmCondolencePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { name: 'ready' } : { name: 'failed', message: t('condolences.confirm.no_token') },
  );

  async function confirm() {
    setState({ name: 'confirming' });
    const { supabase } = await import('@/lib/supabase-client.ts');
    const { data, error } = await supabase.rpc('confirm_condolence', { token });
    if (error) {
      console.error(error);
      return setState({ name: 'failed', message: t('condolences.errors.generic') });
    }
    if (data === 'confirmed') return setState({ name: 'confirmed' });
    const code = failures.find((failure) => failure === data) ?? 'invalid_or_used';
    setState({ name: 'failed', message: t(`condolences.confirm.${code}`) });
  }

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <PageHead
        title={t('pages.condolenceConfirm.title')}
        description={t('condolences.confirm.intro')}
        canonicalPath={routes.condolenceConfirm}
      />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">
        {t('pages.condolenceConfirm.title')}
      </h1>
      {state.name === 'confirmed' ? (
        <div
          role="status"
          className="grid gap-2 rounded-xl border border-green-300 bg-green-50 p-6 text-green-900"
        >
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('condolences.confirm.confirmedTitle')}
          </p>
          <p>{t('condolences.confirm.confirmedText')}</p>
        </div>
      ) : state.name === 'failed' ? (
        <div
          role="alert"
          className="grid gap-2 rounded-xl border border-heritage-red-600 bg-heritage-red-50 p-6 text-heritage-red-700"
        >
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CircleAlert aria-hidden="true" className="size-5" />
            {t('condolences.confirm.failedTitle')}
          </p>
          <p>{state.message}</p>
        </div>
      ) : (
        <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <p className="text-stone-700">{t('condolences.confirm.intro')}</p>
          <Button
            className="justify-self-start"
            disabled={state.name === 'confirming'}
            onClick={() => void confirm()}
          >
            {state.name === 'confirming'
              ? t('condolences.confirm.confirming')
              : t('condolences.confirm.button')}
          </Button>
        </div>
      )}
    </div>
  );
}
