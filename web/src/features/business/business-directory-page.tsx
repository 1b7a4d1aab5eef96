import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Business directory (static sample data). Until this area's issue lands: its titled placeholder. */
export function BusinessDirectoryPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.businessDirectory.title')} />;
}
