import { Flag } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { notImplemented } from '../../components/ui/not-implemented.ts';

/** SPEC §2: the report-issue button only shows the not-implemented notice. */
export function ReportIssueNotice() {
  const { t } = useTranslation();
  return (
    <aside className="flex flex-col items-start gap-3 rounded-xl border border-stone-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-semibold text-stone-900">{t('organizations.report.heading')}</h2>
        <p className="text-stone-600">{t('organizations.report.text')}</p>
      </div>
      <Button variant="secondary" onClick={notImplemented} className="shrink-0">
        <Flag aria-hidden="true" className="size-4" />
        {t('organizations.report.button')}
      </Button>
    </aside>
  );
}
