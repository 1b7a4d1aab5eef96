import { Trash2 } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';
import { formatDate } from '@domain/format-date.ts';
import { moderationFacts } from './moderation-facts.ts';
import { ModerationHistory } from './moderation-history.tsx';
import { ModerationPreview } from './moderation-preview.tsx';
import {
  isResubmission,
  type ModerationContext,
  type ModerationDecision,
} from './moderation-queries.ts';
import type { ModerationKind } from './moderation-tables.ts';
import { ReasonForm } from './reason-form.tsx';
import { isOurOwnImage, singleImageSrc } from '@domain/media-path.ts';
import type { ReviewInProgress } from './review-presence.ts';
import { useCities } from '@/lib/cities.ts';
import { ReviewingBy } from './reviewing-by.tsx';
import { SelectBox } from './select-box.tsx';

interface ModerationItemProps {
  kind: ModerationKind;
  row: Record<string, unknown>;
  /** Submitter, address and history (moderation_context), once loaded. */
  context: ModerationContext | undefined;
  busy: boolean;
  /** The item a mail linked to (`?item=`): highlighted and scrolled to. */
  linked: boolean;
  /** Another editor who has this item open (0700), if any. */
  reviewing: ReviewInProgress | undefined;
  /** The editor opened (focused) the item: marks it as being reviewed by them. */
  onOpen: () => void;
  onDecide: (decision: ModerationDecision) => void;
  /** Given to admins only (RLS lets nobody else delete another person's row). */
  onDelete?: () => void;
  /** Chosen for a bulk decision. */
  selected: boolean;
  onSelect: (on: boolean) => void;
}

type Step = 'none' | 'sendBack' | 'reject';

/**
 * One waiting submission: a preview as the public will see it, who sent it,
 * its history, and the editor's actions. Reject and send back ask for the
 * reason first. With the item focused: P publishes, S sends back, R rejects.
 */
export function ModerationItem(props: ModerationItemProps) {
  const { kind, row, context, busy, onDecide, onDelete } = props;
  const { t, language } = useTranslation();
  const [step, setStep] = useState<Step>('none');
  const title = kind.title(row, language);
  const image = kind.image(row);
  const id = String(row.id);
  const facts = moderationFacts(kind.table, row, language, t, useCities());

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.target !== event.currentTarget || busy || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === 'p') onDecide({ status: 'published' });
    else if (key === 's') setStep(kind.canNote ? 'sendBack' : 'none');
    else if (key === 'r' && kind.canReject) setStep('reject');
    else return;
    event.preventDefault();
  }

  return (
    <article
      id={`item-${id}`}
      aria-label={title}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={props.onOpen}
      ref={(element) => {
        if (element && props.linked) element.scrollIntoView({ block: 'start' });
      }}
      className={`grid gap-4 rounded-xl border bg-white p-5 shadow-sm focus-visible:outline-2 focus-visible:outline-serbian-blue-700 sm:grid-cols-[1fr_auto] ${props.linked ? 'border-serbian-blue-700 ring-2 ring-serbian-blue-200' : 'border-stone-200'}`}
    >
      <div className="grid gap-2">
        <SelectBox title={title} checked={props.selected} onChange={props.onSelect} />
        <h3 className="text-lg font-semibold text-stone-900">
          {title}
          {isResubmission(context) && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('submissions.moderation.resubmitted')}
            </span>
          )}
        </h3>
        <p className="text-sm text-stone-600">
          {t('submissions.moderation.submitted', {
            date: formatDate(String(row.created_at ?? ''), language, { dateStyle: 'medium' }),
          })}
          {facts.length > 0 && ` · ${facts.join(' · ')}`}
        </p>
        <ReviewingBy reviewing={props.reviewing} />
        <ModerationHistory context={context} />
        {!kind.hasPublicView && kind.text(row, language) && (
          <p className="line-clamp-4 whitespace-pre-line text-stone-800">
            {kind.text(row, language)}
          </p>
        )}
      </div>
      {!kind.hasPublicView && isOurOwnImage(image) && (
        <img
          src={singleImageSrc(image, 320)}
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
            <ModerationPreview table={kind.table} id={String(row.id)} />
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
            aria-expanded={step === 'reject'}
            onClick={() => setStep('reject')}
          >
            {t('submissions.moderation.reject')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-expanded={kind.canNote ? step === 'sendBack' : undefined}
          onClick={() => (kind.canNote ? setStep('sendBack') : onDecide({ status: 'draft' }))}
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
      {step === 'sendBack' && (
        <ReasonForm
          key="sendBack"
          id={`note-${id}`}
          label={t('submissions.moderation.noteLabel')}
          hint={t('submissions.moderation.noteHint')}
          confirmLabel={t('submissions.moderation.confirmSendBack')}
          busy={busy}
          onConfirm={(note) => onDecide({ status: 'draft', note })}
          onCancel={() => setStep('none')}
        />
      )}
      {step === 'reject' && (
        <ReasonForm
          key="reject"
          id={`reason-${id}`}
          label={t('submissions.moderation.rejectLabel')}
          hint={t('submissions.moderation.rejectHint')}
          confirmLabel={t('submissions.moderation.confirmReject')}
          busy={busy}
          destructive
          onConfirm={(note) => onDecide({ status: 'rejected', note })}
          onCancel={() => setStep('none')}
        />
      )}
    </article>
  );
}
