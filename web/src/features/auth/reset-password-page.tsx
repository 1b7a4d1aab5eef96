import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Set a new password from a reset link. Until this area's issue lands: its titled placeholder. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.resetPassword.title')} />;
}
