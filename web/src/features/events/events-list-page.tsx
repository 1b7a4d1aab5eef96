import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Events list: upcoming and past, by city. Until this area's issue lands: its titled placeholder. */
export function EventsListPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.events.title')} />;
}
