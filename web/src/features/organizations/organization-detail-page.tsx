import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** One published organization. Until this area's issue lands: its titled placeholder. */
export function OrganizationDetailPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.organization.title')} />;
}
