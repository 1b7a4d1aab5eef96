import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Create an account. Until this area's issue lands: its titled placeholder. */
export function SignupPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.signup.title')} />;
}
