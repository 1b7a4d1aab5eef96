import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** The signed-in user's own submissions and profile. Until this area's issue lands: its titled placeholder. */
export function DashboardPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.dashboard.title')} />;
}
