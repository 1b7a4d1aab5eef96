import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** One creator profile (/creator/:slug). Until this area's issue lands: its titled placeholder. */
export function CreatorProfilePage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.creator.title')} />;
}
