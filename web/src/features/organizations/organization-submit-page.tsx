import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Organization submission form (signed-in users). Until this area's issue lands: its titled placeholder. */
export function OrganizationSubmitPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.organizationsSubmit.title')} />;
}
