import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@domain/format-date.ts';
import { isLanguage, languageDetails } from '@domain/language.ts';
import { Button } from '@/components/ui/button.tsx';
import { mailtoHref } from '@/lib/safe-link.ts';
import { QueryState } from '@/components/list-page/query-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { ListPager } from '../list-pager.tsx';
import { QueueListControls } from '../queue-list-controls.tsx';
import { useListWindow } from '../use-list-window.ts';
import { ReasonForm } from '../moderation/reason-form.tsx';
import { BulkActionBar } from '../bulk-action-bar.tsx';
import { RefusalNotice } from '../moderation/refusal-notice.tsx';
import { SelectBox } from '../moderation/select-box.tsx';
import { useBulkDecisions } from '../moderation/use-bulk-decisions.ts';
import { useModerationAction } from '@/components/moderation/use-moderation-action.ts';
import {
  type ContactMessageFilter,
  type ContactMessageRow,
  contactMessagesQueryOptions,
  handleContactMessages,
  maxBulkMessages,
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
  const list = useListWindow(
    query.data ?? [],
    (row) => `${row.full_name} ${row.email} ${row.subject} ${row.message}`,
  );
  const bulk = useBulkDecisions();
  const pageIds = list.visible.map((row) => row.id);
  const selectedRows = (query.data ?? []).filter((row) => bulk.selected.has(row.id));
  const anyOpen = selectedRows.some((row) => row.status === 'open');
  const anyHandled = selectedRows.some((row) => row.status === 'handled');

  function changeSelected(action: string, note: string) {
    const target = action === 'handled' ? 'open' : action === 'open' ? 'handled' : null;
    // Marking handled changes the open ones, reopening the handled ones; deleting all.
    const rows = selectedRows.filter((row) => target === null || row.status === target);
    const subjects = new Map(rows.map((row) => [row.id, row.subject]));
    void bulk.run(
      () =>
        handleContactMessages(
          rows,
          action === 'handled' || action === 'open' ? action : 'delete',
          note,
        ),
      (id) => subjects.get(id) ?? id,
      (count) => t('admin.bulk.messagesDone', { count }),
    );
  }
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
      <RefusalNotice messages={bulk.refusals} />
      <QueryState
        query={query}
        loadingLabel={t('submissions.moderation.loading')}
        errorMessage={t('submissions.moderation.loadFailed')}
        emptyMessage={t('contactMessages.empty')}
      >
        {() => (
          <div className="grid gap-4">
            <QueueListControls
              id="queue-messages"
              search={list.search}
              onSearch={list.setSearch}
              total={list.total}
              {...bulk.pageSelection(pageIds)}
            />
            {list.visible.map((row) => (
              <ContactMessage
                key={row.id}
                row={row}
                linkedId={linkedId}
                selected={bulk.selected.has(row.id)}
                onSelect={(on) => bulk.toggle(row.id, on)}
              />
            ))}
            <ListPager page={list.page} pages={list.pages} onPage={list.setPage} />
            <BulkActionBar
              id="queue-messages"
              count={bulk.selected.size}
              max={maxBulkMessages}
              busy={bulk.busy}
              actions={[
                ...(anyOpen
                  ? [
                      {
                        key: 'handled',
                        label: t('admin.bulk.markHandled'),
                        note: {
                          label: t('admin.bulk.handledNoteLabel'),
                          hint: t('contactMessages.noteHint'),
                          optional: true,
                        },
                      },
                    ]
                  : []),
                ...(anyHandled ? [{ key: 'open', label: t('admin.bulk.reopen') }] : []),
                {
                  key: 'delete',
                  label: t('admin.bulk.delete'),
                  destructive: true,
                  confirm: {
                    text: t('admin.bulk.confirmDeleteText', { count: bulk.selected.size }),
                    label: t('admin.bulk.confirmDelete'),
                  },
                },
              ]}
              onAction={changeSelected}
              onClear={bulk.clear}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}

interface ContactMessageProps {
  row: ContactMessageRow;
  linkedId: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
}

function ContactMessage({ row, linkedId, selected, onSelect }: ContactMessageProps) {
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
      <SelectBox title={row.subject} checked={selected} onChange={onSelect} />
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
