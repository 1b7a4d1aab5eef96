import { useQuery } from '@tanstack/react-query';
import { routes } from '@domain/routes.ts';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { devMailboxQueryOptions, MailboxUnavailable } from './dev-mailbox-query.ts';
import { AccessDenied } from '../access-denied.tsx';
import { StaffPageGate } from '../staff-page-gate.tsx';
import { MailText } from './mail-text.tsx';

/**
 * /dev/mailbox: the emails the server would send, for an admin trying the
 * portal in embedded mode without SMTP_URL. The server decides who may read
 * it (a signed-in admin); this page only shows what it answers.
 */
export function DevMailboxPage() {
  const { t } = useTranslation();
  return (
    <StaffPageGate
      role="admin"
      loadingLabel={t('mailbox.loading')}
      denied={<MailboxAccessDenied />}
    >
      <Mailbox />
    </StaffPageGate>
  );
}

function Mailbox() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <PageHeader
        title={t('mailbox.title')}
        intro={t('mailbox.intro')}
        canonicalPath={routes.devMailbox}
      />
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
