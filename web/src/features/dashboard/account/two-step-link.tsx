import { routes } from '@domain/routes.ts';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { accountSectionClass } from './account-section.ts';

export function TwoStepLink() {
  const { t } = useTranslation();
  return (
    <section className={accountSectionClass}>
      <h2 className="text-lg font-semibold text-stone-900">{t('twoFactor.tab')}</h2>
      <Button variant="secondary" asChild>
        <Link to={`${routes.dashboard}?tab=two-factor`}>
          {t('submissions.dashboard.account.twoStep')}
        </Link>
      </Button>
    </section>
  );
}
