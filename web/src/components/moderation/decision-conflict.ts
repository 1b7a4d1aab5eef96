import { restErrorCodes } from '@domain/error-codes.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import { formatDate } from '@domain/format-date.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { DataError } from '@/lib/data-error.ts';
import type { useTranslation } from '@/lib/use-translation.ts';

/**
 * A decision the database refused because the item was decided or changed
 * after the editor's queue read it (409, SQLSTATE PT409, migration 0700).
 * The error's details name who decided, what and when.
 */
export interface DecisionConflict {
  /** The deciding editor's name (else email); null when the item changed without a decision. */
  by: string | null;
  status: string;
  at: string | null;
}

export function decisionConflict(error: unknown): DecisionConflict | null {
  if (!(error instanceof DataError) || error.code !== restErrorCodes.conflict) return null;
  try {
    const detail = JSON.parse(error.details ?? '{}') as Record<string, unknown>;
    return {
      by: typeof detail.by === 'string' && detail.by !== '' ? detail.by : null,
      status: typeof detail.status === 'string' ? detail.status : 'deleted',
      at: typeof detail.at === 'string' ? detail.at : null,
    };
  } catch {
    return { by: null, status: 'deleted', at: null };
  }
}

/** An editor's name in the reader's script; an email address (no name given) as written. */
export function editorName(language: ContentLanguage, name: string): string {
  return name.includes('@') ? name : nameInReaderScript(language, name);
}

const statuses = [
  'published',
  'rejected',
  'draft',
  'pending_review',
  'approved',
  'void',
  'deleted',
  'pending_admin_review',
  'pending_email_verification',
  'resolved',
  'dismissed',
  'open',
  'handled',
] as const;

type Translate = ReturnType<typeof useTranslation>['t'];

/** The conflict in the editor's language: who decided what and when, or what changed. */
export function conflictMessage(
  conflict: DecisionConflict,
  t: Translate,
  language: ContentLanguage,
): string {
  const status = (statuses as readonly string[]).includes(conflict.status)
    ? t(`submissions.moderation.decidedStatuses.${conflict.status as (typeof statuses)[number]}`)
    : conflict.status;
  const date = conflict.at
    ? formatDate(conflict.at, language, { dateStyle: 'medium', timeStyle: 'short' })
    : '—';
  return conflict.by
    ? t('submissions.moderation.conflictDecided', {
        name: editorName(language, conflict.by),
        status,
        date,
      })
    : t('submissions.moderation.conflictChanged', { status, date });
}
