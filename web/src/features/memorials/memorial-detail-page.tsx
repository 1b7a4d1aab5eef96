import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** One published memorial. Until this area's issue lands: its titled placeholder. */
export function MemorialDetailPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.memorial.title')} />;
}
