import { useQuery } from '@tanstack/react-query';
import { routes } from '@domain/routes.ts';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { DigestPreviewForm } from './digest-preview-form.tsx';
import { type NewsletterOverview, newsletterOverviewQueryOptions } from './newsletter-admin-api.ts';
import { SendDigestButton } from './send-digest-button.tsx';
import { StaffPageGate } from '../staff-page-gate.tsx';

/**
 * /admin/newsletter (admins): subscriber counts, the digests sent, a preview
 * of this week's digest for a language and cities, and sending it now. The
 * server decides who may (the functions answer admins only).
 */
export function AdminNewsletterPage() {
  const { t } = useTranslation();
  return (
    <StaffPageGate
      role="admin"
      loadingLabel={t('app.loading')}
      denied={<ErrorState message={t('mailbox.accessDeniedText')} />}
    >
      <AdminNewsletter />
    </StaffPageGate>
  );
}

function AdminNewsletter() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <PageHeader
        title={t('adminNewsletter.title')}
        intro={t('adminNewsletter.intro')}
        canonicalPath={routes.adminNewsletter}
      />
      <Overview />
      <section aria-labelledby="newsletter-preview-heading" className="grid gap-4">
        <h2 id="newsletter-preview-heading" className="text-xl font-semibold text-stone-900">
          {t('adminNewsletter.previewHeading')}
        </h2>
        <DigestPreviewForm />
      </section>
    </div>
  );
}

function Overview() {
  const { t } = useTranslation();
  const overview = useQuery(newsletterOverviewQueryOptions());
  if (overview.isPending) return <LoadingState label={t('app.loading')} />;
  if (overview.isError) return <ErrorState message={t('adminNewsletter.loadFailed')} />;
  const data: NewsletterOverview = overview.data;
  return (
    <>
      <section aria-labelledby="newsletter-subscribers-heading" className="grid gap-3">
        <h2 id="newsletter-subscribers-heading" className="text-xl font-semibold text-stone-900">
          {t('adminNewsletter.subscribersHeading')}
        </h2>
        <dl className="grid grid-cols-3 gap-3">
          {(['confirmed', 'pending', 'unsubscribed'] as const).map((status) => (
            <div key={status} className="rounded-lg border border-stone-200 bg-white p-3">
              <dt className="text-sm text-stone-600">{t(`adminNewsletter.${status}`)}</dt>
              <dd className="text-2xl font-semibold text-stone-900">
                {data.subscribers[status] ?? 0}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="newsletter-send-heading" className="grid gap-3">
        <h2 id="newsletter-send-heading" className="text-xl font-semibold text-stone-900">
          {t('adminNewsletter.sendHeading')}
        </h2>
        <p className="text-stone-700">{t('adminNewsletter.sendText')}</p>
        <SendDigestButton week={data.week} />
      </section>
      <section aria-labelledby="newsletter-digests-heading" className="grid gap-3">
        <h2 id="newsletter-digests-heading" className="text-xl font-semibold text-stone-900">
          {t('adminNewsletter.digestsHeading')}
        </h2>
        {data.digests.length === 0 ? (
          <EmptyState message={t('adminNewsletter.noDigests')} />
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th className="py-2">{t('adminNewsletter.week')}</th>
                <th className="py-2">{t('adminNewsletter.recipients')}</th>
                <th className="py-2">{t('adminNewsletter.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.digests.map((digest) => (
                <tr key={digest.week} className="border-b border-stone-100">
                  <td className="py-2 font-medium">{digest.week}</td>
                  <td className="py-2 tabular-nums">{digest.recipients}</td>
                  <td className="py-2">
                    {digest.completedAt
                      ? t('adminNewsletter.completed')
                      : t('adminNewsletter.inProgress')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
