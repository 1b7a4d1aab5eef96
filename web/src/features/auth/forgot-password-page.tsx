import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Request a password reset link. Until this area's issue lands: its titled placeholder. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.forgotPassword.title')} />;
}
