import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Search across cities, organizations, events, news and memorials. Until this area's issue lands: its titled placeholder. */
export function SearchPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.search.title')} />;
}
