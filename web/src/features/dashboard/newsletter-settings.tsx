import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routePath } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

/** Whether the account's address is subscribed, and the token of its preferences page. */
async function myNewsletter() {
  const { invokeFunction } = await import('@/lib/invoke-function.ts');
  return invokeFunction('newsletter-my-preferences', {});
}

/**
 * The dashboard's newsletter line: a signed-in user whose (confirmed)
 * account address receives the newsletter gets the link to its preferences
 * page, the one every newsletter mail links to.
 */
export function NewsletterSettings() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['newsletter-my-preferences'], queryFn: myNewsletter });
  if (!query.data) return null;
  return (
    <section
      aria-labelledby="dashboard-newsletter-heading"
      className="grid justify-items-start gap-2"
    >
      <h2 id="dashboard-newsletter-heading" className="text-lg font-semibold text-stone-900">
        {t('newsletterPreferences.dashboardHeading')}
      </h2>
      {query.data.subscribed && query.data.token ? (
        <>
          <p className="text-stone-700">{t('newsletterPreferences.dashboardSubscribed')}</p>
          <Button variant="secondary" asChild>
            <Link
              to={`${routePath('newsletterPreferences')}?token=${encodeURIComponent(query.data.token)}`}
            >
              {t('newsletterPreferences.dashboardManage')}
            </Link>
          </Button>
        </>
      ) : (
        <p className="text-stone-700">{t('newsletterPreferences.dashboardNotSubscribed')}</p>
      )}
    </section>
  );
}
