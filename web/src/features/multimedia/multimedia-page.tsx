import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Multimedia: photos, videos and music tabs. Until this area's issue lands: its titled placeholder. */
export function MultimediaPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.multimedia.title')} />;
}
