import { useQuery } from '@tanstack/react-query';
import { StaffTwoFactorGate } from '@/features/auth/index.ts';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { RequireAuth } from '@/components/require-auth.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { devMailboxQueryOptions, MailboxUnavailable } from './dev-mailbox-query.ts';
import { AccessDenied } from '../access-denied.tsx';
import { MailText } from './mail-text.tsx';

/**
 * /dev/mailbox: the emails the server would send, for an admin trying the
 * portal in embedded mode without SMTP_URL. The server decides who may read
 * it (a signed-in admin); this page only shows what it answers.
 */
export function DevMailboxPage() {
  return (
    <RequireAuth>
      <Mailbox />
    </RequireAuth>
  );
}

function Mailbox() {
  const { t } = useTranslation();
  const { roles } = useAuth();
  if (!roles.ready) return <LoadingState label={t('mailbox.loading')} />;
  if (!roles.isAdmin && roles.staffRole === 'admin') return <StaffTwoFactorGate />;
  if (!roles.isAdmin) return <MailboxAccessDenied />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <PageHead title={t('mailbox.title')} canonicalPath={routes.devMailbox} />
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('mailbox.title')}</h1>
        <p className="text-stone-700">{t('mailbox.intro')}</p>
      </header>
      <MailboxMessages />
    </div>
  );
}

function MailboxAccessDenied() {
  const { t } = useTranslation();
  return (
    <AccessDenied
      title={t('mailbox.accessDeniedTitle')}
      text={t('mailbox.accessDeniedText')}
      backHomeLabel={t('mailbox.backHome')}
    />
  );
}

function MailboxMessages() {
  const { t } = useTranslation();
  const mailbox = useQuery(devMailboxQueryOptions());
  if (mailbox.isPending) return <LoadingState label={t('mailbox.loading')} />;
  if (mailbox.isError) {
    const status = mailbox.error instanceof MailboxUnavailable ? mailbox.error.status : 0;
    if (status === 403) return <MailboxAccessDenied />;
    return <ErrorState message={t(status === 404 ? 'mailbox.unavailable' : 'mailbox.error')} />;
  }
  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => void mailbox.refetch()}>
          {t('mailbox.refresh')}
        </Button>
      </div>
      {mailbox.data.length === 0 ? (
        <EmptyState message={t('mailbox.empty')} />
      ) : (
        <ol className="grid gap-4">
          {mailbox.data.map((message) => (
            <li key={message.id}>
              <article className="grid gap-2 rounded-xl border border-stone-200 bg-white p-4">
                <h2 className="text-lg font-semibold break-words text-stone-900">
                  {message.subject}
                </h2>
                <p className="text-sm break-words text-stone-600">
                  {t('mailbox.to', { address: message.to })} · {message.createdAt} ·{' '}
                  {message.status}
                </p>
                <MailText text={message.text} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
