import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Creator submission form. Until this area's issue lands: its titled placeholder. */
export function CreatorSubmitPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.creatorsSubmit.title')} />;
}
