import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** About the portal. Until this area's issue lands: its titled placeholder. */
export function AboutPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.about.title')} />;
}
