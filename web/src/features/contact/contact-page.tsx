import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Contact information and form. Until this area's issue lands: its titled placeholder. */
export function ContactPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.contact.title')} />;
}
