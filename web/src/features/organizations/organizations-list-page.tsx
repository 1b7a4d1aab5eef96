import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Organizations list with search and category. Until this area's issue lands: its titled placeholder. */
export function OrganizationsListPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.organizations.title')} />;
}
