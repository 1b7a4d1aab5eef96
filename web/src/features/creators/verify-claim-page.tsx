import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Verify a creator claim (?token=). Until this area's issue lands: its titled placeholder. */
export function VerifyClaimPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.creatorsVerifyClaim.title')} />;
}
