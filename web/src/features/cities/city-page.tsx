import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** A city community page (/city/:cityName). Until this area's issue lands: its titled placeholder. */
export function CityPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.city.title')} />;
}
