import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Culture: heritage areas, events and traditions. Until this area's issue lands: its titled placeholder. */
export function CulturePage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.culture.title')} />;
}
