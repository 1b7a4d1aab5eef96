import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ModerationPreview } from './moderation-preview.tsx';
import type { ModerationDecision } from './moderation-queries.ts';
import type { ModerationKind } from './moderation-tables.ts';

interface ModerationItemProps {
  kind: ModerationKind;
  row: Record<string, unknown>;
  busy: boolean;
  onDecide: (decision: ModerationDecision) => void;
  /** Given to admins only (RLS lets nobody else delete another person's row). */
  onDelete?: () => void;
}

/** One waiting submission: a preview as the public will see it, and the editor's actions. */
export function ModerationItem({ kind, row, busy, onDecide, onDelete }: ModerationItemProps) {
  const { t } = useTranslation();
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState('');
  const title = kind.title(row);
  const image = kind.image(row);
  const noteId = `note-${String(row.id)}`;
  const facts = kind.facts(row).filter((fact) => fact.trim() !== '');
  return (
    <article
      aria-label={title}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_auto]"
    >
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
        <p className="text-sm text-stone-600">
          {t('submissions.moderation.submitted', {
            date: String(row.created_at ?? '').slice(0, 10),
          })}
          {facts.length > 0 && ` · ${facts.join(' · ')}`}
        </p>
        {!kind.hasPublicView && kind.text(row) && (
          <p className="line-clamp-4 whitespace-pre-line text-stone-800">{kind.text(row)}</p>
        )}
      </div>
      {!kind.hasPublicView && image && (
        <img
          src={image}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="h-30 w-40 rounded-md object-cover"
        />
      )}
      {kind.hasPublicView && (
        <details open className="sm:col-span-2">
          <summary className="cursor-pointer text-sm font-medium text-serbian-blue-700">
            {t('submissions.moderation.preview')}
          </summary>
          <div className="mt-2 overflow-hidden rounded-lg border border-dashed border-stone-300 bg-stone-50 p-4 sm:p-6">
            <ModerationPreview table={kind.table} row={row} />
          </div>
        </details>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button size="sm" disabled={busy} onClick={() => onDecide({ status: 'published' })}>
          {t('submissions.moderation.publish')}
        </Button>
        {kind.canReject && (
          <Button
            size="sm"
            variant="destructive"
            disabled={busy}
            onClick={() => onDecide({ status: 'rejected' })}
          >
            {t('submissions.moderation.reject')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => (kind.canNote ? setNoting(true) : onDecide({ status: 'draft' }))}
        >
          {t('submissions.moderation.sendBack')}
        </Button>
        {onDelete && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={t('submissions.moderation.deleteLabel', { title })}
            onClick={() => {
              if (window.confirm(t('submissions.moderation.confirmDelete', { title }))) onDelete();
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('submissions.moderation.delete')}
          </Button>
        )}
      </div>
      {noting && (
        <form
          className="grid gap-2 sm:col-span-2"
          onSubmit={(event) => {
            event.preventDefault();
            onDecide({ status: 'draft', note: note.trim() });
          }}
        >
          <label htmlFor={noteId} className="text-sm font-medium text-stone-800">
            {t('submissions.moderation.noteLabel')}
          </label>
          <textarea
            id={noteId}
            value={note}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${noteId}-hint`}
            className="rounded-md border border-stone-300 p-2 text-base"
          />
          <p id={`${noteId}-hint`} className="text-sm text-stone-600">
            {t('submissions.moderation.noteHint')}
          </p>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy || note.trim() === ''}>
              {t('submissions.moderation.confirmSendBack')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setNoting(false)}>
              {t('submissions.moderation.cancel')}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
