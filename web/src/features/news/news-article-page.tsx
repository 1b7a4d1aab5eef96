import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** One published news article (/news/:slug and /blog/:slug). Until this area's issue lands: its titled placeholder. */
export function NewsArticlePage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.newsArticle.title')} />;
}
