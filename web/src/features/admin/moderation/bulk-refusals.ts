import type { ContentLanguage } from '@domain/content-language.ts';
import type { TFunction } from '@/lib/translator.ts';
import {
  conflictMessage,
  type DecisionConflict,
} from '@/components/moderation/decision-conflict.ts';

/** One item's answer: 200 decided, 409 decided by someone else first, 404 gone, 400/422 not decidable so. */
export interface BulkAnswer {
  id: string;
  status: number;
  conflict?: DecisionConflict;
  message?: string;
}

/** Each refused item in the editor's words: whose decision stands, or that it must be decided alone. */
export function refusalMessages(
  answers: BulkAnswer[],
  titleOf: (id: string) => string,
  t: TFunction,
  language: ContentLanguage,
): string[] {
  return answers
    .filter((answer) => answer.status !== 200)
    .map((answer) => {
      const title = titleOf(answer.id);
      if (answer.status === 409 && answer.conflict) {
        const conflict = {
          by: answer.conflict.by || null,
          status: answer.conflict.status ?? 'deleted',
          at: answer.conflict.at ?? null,
        };
        return t('admin.bulk.refusedItem', {
          title,
          message: conflictMessage(conflict, t, language),
        });
      }
      if (answer.status === 404) return t('admin.bulk.refusedGone', { title });
      return t('admin.bulk.refusedOther', { title });
    });
}
