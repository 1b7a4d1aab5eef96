import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '@/lib/safe-next-path.ts';
import { Button } from '../ui/button.tsx';

/** The logged-out warning of a submission form, with a way to sign in and come back. */
export function LoginRequiredNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 className="text-lg font-semibold">{t('submissions.notLoggedInTitle')}</h2>
      <p>{message}</p>
      <div>
        <Button asChild>
          <Link to={loginPathFor(`${location.pathname}${location.search}`)}>
            {t('submissions.signInToContinue')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
