import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** News list with search and category filter. Until this area's issue lands: its titled placeholder. */
export function NewsListPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.news.title')} />;
}
