import { routes } from '@domain/routes.ts';
import { ConfirmFromMailPage } from '@/components/confirm-from-mail-page.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

const failures = ['no_token', 'invalid_or_used', 'expired'] as const;

/** Confirms a visitor's condolence (/condolences/confirm?token=): the button calls confirm_condolence. */
export function ConfirmCondolencePage() {
  const { t } = useTranslation();

  async function confirm(token: string): Promise<string | null> {
    const { supabase } = await import('@/lib/supabase-client.ts');
    const { data, error } = await supabase.rpc('confirm_condolence', { token });
    if (error) {
      console.error(error);
      return t('condolences.errors.generic');
    }
    if (data === 'confirmed') return null;
    const code = failures.find((failure) => failure === data) ?? 'invalid_or_used';
    return t(`condolences.confirm.${code}`);
  }

  return (
    <ConfirmFromMailPage
      title={t('pages.condolenceConfirm.title')}
      description={t('condolences.confirm.intro')}
      canonicalPath={routes.condolenceConfirm}
      texts={{
        intro: t('condolences.confirm.intro'),
        button: t('condolences.confirm.button'),
        busy: t('condolences.confirm.confirming'),
        doneTitle: t('condolences.confirm.confirmedTitle'),
        done: t('condolences.confirm.confirmedText'),
        failedTitle: t('condolences.confirm.failedTitle'),
        noToken: t('condolences.confirm.no_token'),
      }}
      confirm={confirm}
    />
  );
}
