import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { FormValues } from '@domain/submission-schemas.ts';
import { plainFormValues } from '@domain/submission-form-values.ts';
import { formatDate } from '@domain/format-date.ts';
import { submissionFieldMaxLength } from '@domain/submission-fields.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { PageHead } from '../page-head.tsx';
import { randomUuid } from '@/lib/random-uuid.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { Button } from '../ui/button.tsx';
import { ErrorSummary, summaryOf } from '../ui/error-summary.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../ui/toast-store.ts';
import { emptyValues, type FieldSection } from './field-spec.ts';
import { LoginRequiredNotice } from './login-required-notice.tsx';
import type { SaveOutcome, SubmissionTable } from './save-submission.ts';
import { ImageAddressNotKept, keepImageAddresses } from './keep-image-addresses.ts';
import { SubmissionField } from './submission-field.tsx';
import { SubmissionSuccess } from './submission-success.tsx';
import { forgetDraft, readDraft, useKeepDraft } from './use-form-draft.ts';

// Saving and loading a draft load with their first use, not with the form pages (budget).
const saving = () => import('./save-submission.ts');

const hasInput = (values: FormValues) => Object.values(values).some((value) => value !== '');

export interface SubmissionFormProps<Schema extends z.ZodType> {
  table: SubmissionTable;
  /** The form page's path; the page's head names it canonical and takes `title`. */
  canonicalPath: string;
  title: string;
  /** The heading when editing a stored item (`?edit=`); a generic one by default. */
  editTitle?: string;
  intro: string;
  loginMessage: string;
  thanks: string;
  sections: FieldSection[];
  /** Imports the form's schema (zod loads with it, at the first submit). */
  loadSchema: () => Promise<Schema>;
  toRow: (values: z.infer<Schema>) => Record<string, unknown>;
  /**
   * The form values of a stored draft (the dashboard's edit action); by
   * default each field is the column of the same name (plainFormValues).
   */
  fromRow?: (row: Record<string, unknown>) => FormValues;
  /** Shown above the submit button (the organization form's IP note). */
  note?: ReactNode;
  /** Values a new submission starts with (an organization's "Post an event" link). */
  presets?: Partial<FormValues>;
}

/**
 * A submission form: a draft kept on the device, SPEC §5 validation with the
 * 'Validation Error' toast, insert as pending_review, the success screen.
 * With `?edit=<id>` it loads the person's own draft and saves it back.
 */
export function SubmissionForm<Schema extends z.ZodType>(props: SubmissionFormProps<Schema>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // Editing a stored item (a draft, a rejected or sent-back one) is not submitting a new one.
  const title = search.get('edit') ? (props.editTitle ?? t('submissions.editTitle')) : props.title;
  return (
    <>
      <PageHead title={title} canonicalPath={props.canonicalPath} />
      <SubmissionFormBody {...props} title={title} />
    </>
  );
}

function SubmissionFormBody<Schema extends z.ZodType>(props: SubmissionFormProps<Schema>) {
  const { t, language } = useTranslation();
  const contentLanguage = useContentLanguage();
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  // The version of the stored row this edit started from, and a newer one saved elsewhere.
  const [seenVersion, setSeenVersion] = useState<string | undefined>();
  // The editor's reason on a stored item sent back or rejected, shown above the form.
  const [editorNote, setEditorNote] = useState<{ status: string; note: string } | null>(null);
  const [savedElsewhere, setSavedElsewhere] = useState<string | null>(null);
  const editId = search.get('edit');
  const empty = useMemo(() => emptyValues(props.sections), [props.sections]);
  const draftKey = `submission-draft:${props.table}${editId ? `:${editId}` : ''}`;
  const [restored] = useState(() => ({
    ...empty,
    ...(editId ? {} : props.presets),
    ...readDraft(draftKey),
  }));
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: props.loadSchema as () => Promise<z.ZodType<FormValues, FormValues>>,
    defaultValues: restored,
  });
  const { watch, reset, getValues } = form;
  useKeepDraft(draftKey, watch);
  const values = watch();
  // A restored choice whose option loads later (cities, organizations) is chosen again once it is there.
  useEffect(() => {
    for (const field of props.sections.flatMap((section) => section.fields)) {
      const wanted = restored[field.name];
      if (field.kind !== 'select' || !wanted || getValues(field.name)) continue;
      if (field.options?.some((option) => option.value === wanted)) {
        form.setValue(field.name, wanted);
      }
    }
  }, [props.sections, restored, getValues, form]);
  const [done, setDone] = useState<SaveOutcome | null>(null);
  // One id per form instance: a second click or a retry inserts the same row, never a copy.
  const [newId] = useState(randomUuid);
  const { table, fromRow } = props;

  useEffect(() => {
    if (!editId || !session) return;
    saving()
      .then(({ loadOwnDraft }) => loadOwnDraft(table, editId))
      // A draft typed on this device for this item wins over the stored row.
      .then((row) => {
        if (row) setSeenVersion(String(row.updated_at));
        if (row && typeof row.review_note === 'string' && row.review_note.trim() !== '') {
          setEditorNote({ status: String(row.status), note: row.review_note });
        }
        if (!row || hasInput(getValues())) return;
        reset({ ...empty, ...(fromRow ? fromRow(row) : plainFormValues(row, Object.keys(empty))) });
      })
      .catch((error: unknown) => {
        console.error(error);
        showToast({
          title: t('submissions.loadFailed'),
          variant: 'destructive',
          duration: PRODUCT_TOAST_DURATION,
        });
      });
  }, [editId, session, table, fromRow, getValues, reset, empty, t]);

  if (done)
    return (
      <SubmissionSuccess
        text={
          done === 'proposed'
            ? t('submissions.revisionSent')
            : `${props.thanks} ${t('submissions.reviewShortly')}`
        }
      />
    );

  const submit = onSubmit(
    async (parsed) => {
      if (!session) return;
      try {
        const { saveSubmission } = await saving();
        const kept = await keepImageAddresses(
          parsed as Record<string, unknown>,
          props.sections,
          session.access_token,
        );
        const outcome = await saveSubmission(
          props.table,
          props.toRow(kept as z.infer<Schema>),
          editId ?? newId,
          !!editId,
          seenVersion,
          contentLanguage,
        );
        forgetDraft(draftKey);
        // The dashboard lists this row next: show its new status, not a cached one.
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        setDone(outcome);
      } catch (error) {
        const newer = (await saving()).savedElsewhereAt(error);
        if (newer) {
          // Kept as typed (the draft too); saving again replaces the other version on purpose.
          setSavedElsewhere(newer);
          setSeenVersion(newer);
          return;
        }
        console.error(error);
        if (error instanceof ImageAddressNotKept) {
          form.setError(error.field, {
            message:
              error.failure === 'failed'
                ? t('submissions.upload.addressFailed', { url: error.url })
                : t(`submissions.upload.${error.failure}`),
          });
        }
        showToast({
          title: t('submissions.failedTitle'),
          description: t('submissions.failedDescription'),
          variant: 'destructive',
          duration: PRODUCT_TOAST_DURATION,
        });
      }
    },
    () =>
      showToast({
        title: t('submissions.validationErrorTitle'),
        description: t('submissions.validationErrorDescription'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      }),
  );

  /** A schema message for one field; "too long" names the field's limit. */
  function fieldMessage(name: string): string | undefined {
    const key = errors[name]?.message;
    const max = submissionFieldMaxLength[name];
    if (key === 'submissions.validation.tooLong' && max !== undefined)
      return t('submissions.validation.tooLongMax', { max });
    return key;
  }

  const labels = Object.fromEntries(
    props.sections.flatMap((section) => section.fields.map((field) => [field.name, field.label])),
  );
  const summary = summaryOf(errors, labels, (name) => `field-${name}`).map((error) => ({
    ...error,
    message: fieldMessage(error.id.slice('field-'.length)) ?? error.message,
  }));

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{props.title}</h1>
        <p className="text-stone-700">{props.intro}</p>
      </header>
      {!session && <LoginRequiredNotice message={props.loginMessage} />}
      {editorNote && (editorNote.status === 'rejected' || editorNote.status === 'draft') && (
        <div
          role="note"
          className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <p className="font-semibold">
            {editorNote.status === 'rejected'
              ? t('submissions.editorNote.rejected')
              : t('submissions.editorNote.sentBack')}
          </p>
          <p className="break-words whitespace-pre-line">{editorNote.note}</p>
          <p className="text-sm">{t('submissions.editorNote.next')}</p>
        </div>
      )}
      <form noValidate onSubmit={submit} className="grid gap-8">
        <ErrorSummary errors={summary} />
        {props.sections.map((section) => (
          <fieldset
            key={section.legend}
            className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2"
          >
            <legend className="px-1 text-lg font-semibold text-serbian-blue-900">
              {section.legend}
            </legend>
            {section.fields.map((field) => (
              <SubmissionField
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                error={fieldMessage(field.name)}
                registration={form.register(field.name)}
                accessToken={session?.access_token}
                formValues={values}
                onValue={(value) =>
                  form.setValue(field.name, value, { shouldDirty: true, shouldValidate: true })
                }
              />
            ))}
          </fieldset>
        ))}
        {props.note && (
          <p className="rounded-md bg-stone-100 p-3 text-sm text-stone-700">{props.note}</p>
        )}
        {savedElsewhere && (
          <div
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p className="font-semibold">{t('submissions.savedElsewhereTitle')}</p>
            <p>
              {t('submissions.savedElsewhere', {
                date: formatDate(savedElsewhere, language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </p>
          </div>
        )}
        <p className="text-sm text-stone-600">{t('submissions.draftKept')}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={!session || busy}>
            {busy
              ? t('submissions.submitting')
              : editId
                ? t('submissions.saveChanges')
                : t('submissions.submit')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              forgetDraft(draftKey);
              reset(empty);
            }}
          >
            {t('submissions.clearForm')}
          </Button>
        </div>
      </form>
    </div>
  );
}
