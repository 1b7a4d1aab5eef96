import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { supabase } from '@/lib/supabase-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { accountSectionClass, useAccountNotice } from './account-section.ts';

/** Saves everything the member gave the portal as one JSON file (export_my_data, 0702). */
function useDownloadMyData() {
  const { t } = useTranslation();
  const notice = useAccountNotice();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    const { data, error } = await supabase.rpc('export_my_data');
    setBusy(false);
    if (error) {
      notice.failed(t('submissions.failedDescription'));
      return;
    }
    const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = `zajednica-my-data-${new Date().toISOString().slice(0, 10)}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  }
  return { busy, download };
}

export function DownloadMyData() {
  const { t } = useTranslation();
  const { busy, download } = useDownloadMyData();
  return (
    <section className={accountSectionClass}>
      <h2 className="text-lg font-semibold text-stone-900">
        {t('submissions.dashboard.account.dataHeading')}
      </h2>
      <p className="text-sm text-stone-700">{t('submissions.dashboard.account.dataHint')}</p>
      <Button variant="secondary" disabled={busy} onClick={() => void download()}>
        {t('submissions.dashboard.account.download')}
      </Button>
    </section>
  );
}
