import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Home: hero, cities, video and sample sections (SPEC §2 Home). Until this area's issue lands: its titled placeholder. */
export function HomePage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.home.title')} />;
}
