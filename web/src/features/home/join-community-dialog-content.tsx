import { Check } from 'lucide-react';
import { lazy, type RefObject, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';

const NewsletterSubscribeForm = lazy(async () => ({
  default: (await import('@/components/newsletter/newsletter-subscribe-form.tsx'))
    .NewsletterSubscribeForm,
}));

const benefits = ['news', 'events', 'organizations', 'memorials', 'creators', 'dashboard'] as const;

interface JoinCommunityDialogContentProps {
  onClose: () => void;
  /** The button that opened the dialog; focus goes back to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The open Join dialog: six benefits, Create account / Sign in, email
 * updates, Learn more. The email updates box starts unticked (CASL: consent
 * is asked, never assumed); ticking it opens the newsletter form.
 */
export function JoinCommunityDialogContent({ onClose, opener }: JoinCommunityDialogContentProps) {
  const { t } = useTranslation();
  const [emailUpdates, setEmailUpdates] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('home.join.title')}
        description={t('home.join.intro')}
        closeLabel={t('home.join.close')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
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
        {emailUpdates && (
          <Suspense fallback={<p className="text-sm text-stone-600">{t('app.loading')}</p>}>
            <NewsletterSubscribeForm source="join_dialog" idPrefix="join-newsletter" />
          </Suspense>
        )}
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
