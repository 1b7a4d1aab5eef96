import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Editors review creator submissions. Until this area's issue lands: its titled placeholder. */
export function AdminCreatorsPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.adminCreators.title')} />;
}
