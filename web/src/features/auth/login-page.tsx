import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Sign in. Until this area's issue lands: its titled placeholder. */
export function LoginPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.login.title')} />;
}
