import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type {
  FormValues,
  SubmissionValidationMessage,
} from '../../../../domain/submission-schemas.ts';
import { submissionFieldMaxLength } from '../../../../domain/submission-fields.ts';
import { useAuth } from '../../lib/auth-context.ts';
import { Button } from '../ui/button.tsx';
import { ErrorSummary } from '../ui/error-summary.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../ui/toast-store.ts';
import { emptyValues, type FieldSection } from './field-spec.ts';
import { LoginRequiredNotice } from './login-required-notice.tsx';
import {
  loadOwnDraft,
  type SaveOutcome,
  saveSubmission,
  type SubmissionTable,
} from './save-submission.ts';
import { SubmissionField } from './submission-field.tsx';
import { SubmissionSuccess } from './submission-success.tsx';
import { useFormDraft } from './use-form-draft.ts';

const hasInput = (values: FormValues) => Object.values(values).some((value) => value !== '');

export interface SubmissionFormProps<Schema extends z.ZodType> {
  table: SubmissionTable;
  title: string;
  intro: string;
  loginMessage: string;
  thanks: string;
  sections: FieldSection[];
  /** Imports the form's schema (zod loads with it, at the first submit). */
  loadSchema: () => Promise<Schema>;
  toRow: (values: z.infer<Schema>) => Record<string, unknown>;
  /** The form values of a stored draft (the dashboard's edit action). */
  fromRow: (row: Record<string, unknown>) => FormValues;
  /** Shown above the submit button (the organization form's IP note). */
  note?: ReactNode;
}

/**
 * A submission form: a draft kept on the device, SPEC §5 validation with the
 * 'Validation Error' toast, insert as pending_review, the success screen.
 * With `?edit=<id>` it loads the person's own draft and saves it back.
 */
export function SubmissionForm<Schema extends z.ZodType>(props: SubmissionFormProps<Schema>) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const editId = search.get('edit');
  const empty = useMemo(() => emptyValues(props.sections), [props.sections]);
  const draftKey = `submission-draft:${props.table}${editId ? `:${editId}` : ''}`;
  const { values, setValues, setField, clear } = useFormDraft(draftKey, empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SaveOutcome | null>(null);
  // One id per form instance: a second click or a retry inserts the same row, never a copy.
  const [newId] = useState(() => crypto.randomUUID());
  // Set before the first await, so a double click's second event finds it at once.
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const [errorsShown, setErrorsShown] = useState(0);
  const { table, fromRow } = props;

  // After a refused submit: focus the first invalid field (it reads its error with it).
  useEffect(() => {
    if (errorsShown === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorsShown]);

  useEffect(() => {
    if (!editId || !session) return;
    loadOwnDraft(table, editId)
      // A draft typed on this device for this item wins over the stored row.
      .then((row) => {
        if (row)
          setValues((current) => (hasInput(current) ? current : { ...empty, ...fromRow(row) }));
      })
      .catch((error: unknown) => {
        console.error(error);
        showToast({
          title: t('submissions.loadFailed'),
          variant: 'destructive',
          duration: PRODUCT_TOAST_DURATION,
        });
      });
  }, [editId, session, table, fromRow, setValues, empty, t]);

  if (done)
    return (
      <SubmissionSuccess
        thanks={done === 'proposed' ? t('submissions.revisionSent') : props.thanks}
        reviewShortly={done !== 'proposed'}
      />
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!session || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await validateAndSave();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  async function validateAndSave() {
    const [schema, { fieldErrors }] = await Promise.all([
      props.loadSchema(),
      import('../../../../domain/submission-schemas.ts'),
    ]);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([name, key]) => [name, fieldMessage(name, key)]),
        ),
      );
      setErrorsShown((count) => count + 1);
      showToast({
        title: t('submissions.validationErrorTitle'),
        description: t('submissions.validationErrorDescription'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
      return;
    }
    setErrors({});
    try {
      const outcome = await saveSubmission(
        props.table,
        props.toRow(parsed.data),
        editId ?? newId,
        !!editId,
      );
      clear();
      // The dashboard lists this row next: show its new status, not a cached one.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      setDone(outcome);
    } catch (error) {
      console.error(error);
      showToast({
        title: t('submissions.failedTitle'),
        description: t('submissions.failedDescription'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    }
  }

  /** A schema message for one field; "too long" names the field's limit. */
  function fieldMessage(name: string, key: SubmissionValidationMessage): string {
    const max = submissionFieldMaxLength[name];
    if (key === 'submissions.validation.tooLong' && max !== undefined)
      return t('submissions.validation.tooLongMax', { max });
    return t(key);
  }

  const labels = new Map(
    props.sections.flatMap((section) => section.fields.map((field) => [field.name, field.label])),
  );
  const summary = Object.entries(errors).map(([name, message]) => ({
    id: `field-${name}`,
    label: labels.get(name) ?? name,
    message,
  }));

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{props.title}</h1>
        <p className="text-stone-700">{props.intro}</p>
      </header>
      {!session && <LoginRequiredNotice message={props.loginMessage} />}
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="grid gap-8">
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
                error={errors[field.name]}
                onChange={(value) => setField(field.name, value)}
              />
            ))}
          </fieldset>
        ))}
        {props.note && (
          <p className="rounded-md bg-stone-100 p-3 text-sm text-stone-700">{props.note}</p>
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
              clear();
              setErrors({});
            }}
          >
            {t('submissions.clearForm')}
          </Button>
        </div>
      </form>
    </div>
  );
}
