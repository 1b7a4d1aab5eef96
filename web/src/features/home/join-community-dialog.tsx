import { Check, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { routes } from '../../../../domain/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';

const benefits = ['news', 'events', 'organizations', 'memorials', 'creators', 'dashboard'] as const;

/** Join the community: six benefits, Create account / Sign in, email updates, Learn more. */
export function JoinCommunityDialog() {
  const { t } = useTranslation();
  const [emailUpdates, setEmailUpdates] = useState(true);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className="bg-white !text-serbian-blue-900 hover:bg-serbian-blue-50">
          <Users aria-hidden="true" className="size-4" />
          {t('home.joinCommunity')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('home.join.title')}
        description={t('home.join.intro')}
        closeLabel={t('home.join.close')}
      >
        <ul className="grid gap-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2 text-stone-800">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-serbian-blue-700" />
              {t(`home.join.benefits.${benefit}`)}
            </li>
          ))}
        </ul>
        <label className="flex cursor-pointer items-start gap-3 rounded-lg bg-serbian-blue-50 p-3 text-stone-800">
          <input
            type="checkbox"
            checked={emailUpdates}
            onChange={(event) => setEmailUpdates(event.target.checked)}
            className="mt-1 size-4 accent-serbian-blue-700"
          />
          {t('home.join.emailUpdates')}
        </label>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={routes.signup}>{t('home.join.createAccount')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={routes.login}>{t('home.join.signIn')}</Link>
          </Button>
        </div>
        <Link to={routes.about} className="font-medium text-serbian-blue-700 hover:underline">
          {t('home.join.learnMore')}
        </Link>
      </DialogContent>
    </Dialog>
  );
}
