import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { FormValues } from '../../../../domain/submission-schemas.ts';
import { useAuth } from '../../lib/auth-context.ts';
import { Button } from '../ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../ui/toast-store.ts';
import { emptyValues, type FieldSection } from './field-spec.ts';
import { LoginRequiredNotice } from './login-required-notice.tsx';
import { loadOwnDraft, saveSubmission, type SubmissionTable } from './save-submission.ts';
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
  const [done, setDone] = useState(false);
  const { table, fromRow } = props;

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

  if (done) return <SubmissionSuccess thanks={props.thanks} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!session || busy) return;
    const [schema, { fieldErrors }] = await Promise.all([
      props.loadSchema(),
      import('../../../../domain/submission-schemas.ts'),
    ]);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(Object.fromEntries(Object.entries(found).map(([name, key]) => [name, t(key)])));
      showToast({
        title: t('submissions.validationErrorTitle'),
        description: t('submissions.validationErrorDescription'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveSubmission(props.table, props.toRow(parsed.data), editId);
      clear();
      // The dashboard lists this row next: show its new status, not a cached one.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      setDone(true);
    } catch (error) {
      console.error(error);
      showToast({
        title: t('submissions.failedTitle'),
        description: t('submissions.failedDescription'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{props.title}</h1>
        <p className="text-stone-700">{props.intro}</p>
      </header>
      {!session && <LoginRequiredNotice message={props.loginMessage} />}
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-8">
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
