import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@domain/format-date.ts';
import { isLanguage, languageDetails } from '@domain/language.ts';
import { Button } from '@/components/ui/button.tsx';
import { mailtoHref } from '@/lib/safe-link.ts';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { ReasonForm } from '../moderation/reason-form.tsx';
import { useModerationAction } from '../moderation/use-moderation-action.ts';
import {
  type ContactMessageFilter,
  type ContactMessageRow,
  contactMessagesQueryOptions,
  setContactMessageStatus,
} from './contact-message-queries.ts';

const filters: ContactMessageFilter[] = ['open', 'handled', 'all'];

/**
 * The contact page's messages for editors, newest first: sender, email,
 * subject, message, time and language; Reply opens the editor's mail program
 * addressed to the sender; Mark handled (with an optional note) and Reopen.
 */
export function ContactMessageList({ linkedId }: { linkedId: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ContactMessageFilter>('open');
  const query = useQuery(contactMessagesQueryOptions(filter));
  return (
    <div className="grid gap-4">
      <p className="text-stone-700">{t('contactMessages.intro')}</p>
      <div role="group" aria-label={t('contactMessages.show')} className="flex flex-wrap gap-2">
        {filters.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={filter === name ? 'primary' : 'secondary'}
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
          >
            {t(`contactMessages.filters.${name}`)}
          </Button>
        ))}
      </div>
      <QueryState
        query={query}
        loadingLabel={t('submissions.moderation.loading')}
        errorMessage={t('submissions.moderation.loadFailed')}
        emptyMessage={t('contactMessages.empty')}
      >
        {(rows) => rows.map((row) => <ContactMessage key={row.id} row={row} linkedId={linkedId} />)}
      </QueryState>
    </div>
  );
}

function ContactMessage({ row, linkedId }: { row: ContactMessageRow; linkedId: string }) {
  const { t, language } = useTranslation();
  const { busyId, run } = useModerationAction();
  const [noting, setNoting] = useState(false);
  const busy = busyId === row.id;
  const mailto = mailtoHref(row.email);
  const replyHref =
    mailto &&
    `${mailto}?subject=${encodeURIComponent(t('contactMessages.replySubject', { subject: row.subject }))}`;
  const when = (value: string) =>
    formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });

  function change(status: 'open' | 'handled', note?: string) {
    return run(row.id, async () => {
      await setContactMessageStatus(row.id, status, note);
      setNoting(false);
      return t(
        status === 'handled' ? 'contactMessages.handledToast' : 'contactMessages.reopenedToast',
      );
    });
  }

  return (
    <article
      id={`item-${row.id}`}
      aria-label={row.subject}
      ref={(element) => {
        if (element && linkedId === row.id) element.scrollIntoView({ block: 'start' });
      }}
      className={`grid gap-2 rounded-xl border bg-white p-5 shadow-sm ${linkedId === row.id ? 'border-serbian-blue-700 ring-2 ring-serbian-blue-200' : 'border-stone-200'}`}
    >
      <p className="text-sm text-stone-600">
        <time dateTime={row.created_at}>
          {t('contactMessages.received', { date: when(row.created_at) })}
        </time>{' '}
        ·{' '}
        {t('contactMessages.language', {
          language: isLanguage(row.language) ? languageDetails[row.language].name : row.language,
        })}
      </p>
      <h3 className="text-lg font-semibold text-stone-900 [overflow-wrap:anywhere]">
        {row.subject}
      </h3>
      <p className="text-stone-700 [overflow-wrap:anywhere]">
        {t('contactMessages.from', { name: row.full_name })} ·{' '}
        {mailto ? (
          <a className="underline" href={mailto}>
            {row.email}
          </a>
        ) : (
          row.email
        )}
      </p>
      <p className="whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]">{row.message}</p>
      {row.status === 'handled' && (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700 [overflow-wrap:anywhere]">
          {row.handled_at && t('contactMessages.handledOn', { date: when(row.handled_at) })}
          {row.handled_note && (
            <span className="block whitespace-pre-line">
              {t('contactMessages.handledNote', { note: row.handled_note })}
            </span>
          )}
        </p>
      )}
      {noting ? (
        <ReasonForm
          id={`handled-${row.id}`}
          optional
          label={t('contactMessages.noteLabel')}
          hint={t('contactMessages.noteHint')}
          confirmLabel={t('contactMessages.confirmHandled')}
          busy={busy}
          onConfirm={(note) => void change('handled', note)}
          onCancel={() => setNoting(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {replyHref && (
            <Button size="sm" variant="secondary" asChild>
              <a
                href={replyHref}
                aria-label={t('contactMessages.replyTo', { name: row.full_name })}
              >
                <Mail aria-hidden="true" className="size-4" />
                {t('contactMessages.reply')}
              </a>
            </Button>
          )}
          {row.status === 'open' ? (
            <Button size="sm" disabled={busy} onClick={() => setNoting(true)}>
              {t('contactMessages.markHandled')}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => void change('open')}>
              {t('contactMessages.reopen')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
