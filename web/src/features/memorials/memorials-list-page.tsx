import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** In Memoriam list. Until this area's issue lands: its titled placeholder. */
export function MemorialsListPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.memorials.title')} />;
}
