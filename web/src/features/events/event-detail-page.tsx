import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** One published event. Until this area's issue lands: its titled placeholder. */
export function EventDetailPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.event.title')} />;
}
