import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Creators directory with filters and pagination. Until this area's issue lands: its titled placeholder. */
export function CreatorsListPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.creators.title')} />;
}
