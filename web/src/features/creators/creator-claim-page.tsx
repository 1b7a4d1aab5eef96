import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';

/** Claim a creator profile (?slug=). Until this area's issue lands: its titled placeholder. */
export function CreatorClaimPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.creatorsClaim.title')} />;
}
