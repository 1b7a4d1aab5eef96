import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Landing page of email confirmation links. Until this area's issue lands: its titled placeholder. */
export function AuthConfirmPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.authConfirm.title')} />;
}
