import { useTranslation } from '@/lib/use-translation.ts';
import { ReportButton } from '@/components/report/report-button.tsx';

/** Below an organization's page: its Report an issue button opens the report dialog. */
export function OrganizationReportNotice({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <aside className="flex flex-col items-start gap-3 rounded-xl border border-stone-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between print:hidden">
      <div>
        <h2 className="font-semibold text-stone-900">{t('organizations.report.heading')}</h2>
        <p className="text-stone-600">{t('organizations.report.text')}</p>
      </div>
      <ReportButton kind="organization" slug={slug} variant="secondary" className="shrink-0" />
    </aside>
  );
}
