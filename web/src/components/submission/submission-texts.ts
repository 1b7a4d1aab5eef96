import type { TFunction } from '@/lib/translator.ts';

/** The kinds whose form texts live under `submissions.*.<kind>`. */
export type SubmissionKind = 'organization' | 'event' | 'news' | 'memorial';

/** A submission form's heading, intro, signed-out notice and thanks, in the reader's language. */
export function submissionTexts(t: TFunction, kind: SubmissionKind) {
  return {
    title: t(`submissions.titles.${kind}`),
    editTitle: t(`submissions.editTitles.${kind}`),
    intro: t(`submissions.intros.${kind}`),
    loginMessage: t(`submissions.notLoggedIn.${kind}`),
    thanks: t(`submissions.thanks.${kind}`),
  };
}
