import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { adminCreateCreatorSchema, fieldErrors } from '../../../../domain/creator-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { createCreator } from './api/admin-creators.ts';
import { toastFailure, toastSuccess } from './admin-toast.ts';

const empty = { name_eng: '', email_public: '', status: 'draft' };

/** Admin-only Create Profile dialog: English name (required), optional public email, draft or published. */
export function CreateCreatorDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminCreateCreatorSchema.safeParse(values);
    if (!parsed.success) return setError(fieldErrors(parsed.error));
    setSaving(true);
    try {
      await createCreator(parsed.data);
      toastSuccess(t('admin.creators.success'), t('admin.creators.created'));
      setOpen(false);
      setValues(empty);
      setError({});
      await queryClient.invalidateQueries({ queryKey: ['creators'] });
    } catch (failure) {
      toastFailure(t('admin.creators.creationFailed'), failure);
    } finally {
      setSaving(false);
    }
  }

  const message = (field: string) =>
    error[field] && (
      <p id={`create-${field}-error`} className="text-sm font-medium text-heritage-red-700">
        {t(error[field] as never)}
      </p>
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.creators.create')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('admin.creators.createTitle')} closeLabel={t('admin.creators.close')}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <label htmlFor="create-name_eng" className="text-sm font-medium">
              {t('admin.creators.nameEng')}
            </label>
            <Input
              id="create-name_eng"
              value={values.name_eng}
              aria-invalid={Boolean(error.name_eng)}
              aria-describedby={error.name_eng ? 'create-name_eng-error' : undefined}
              onChange={(e) => setValues({ ...values, name_eng: e.target.value })}
            />
            {message('name_eng')}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="create-email" className="text-sm font-medium">
              {t('admin.creators.email')}
            </label>
            <Input
              id="create-email"
              type="email"
              value={values.email_public}
              aria-invalid={Boolean(error.email_public)}
              aria-describedby={error.email_public ? 'create-email_public-error' : undefined}
              onChange={(e) => setValues({ ...values, email_public: e.target.value })}
            />
            {message('email_public')}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="create-status" className="text-sm font-medium">
              {t('admin.creators.status')}
            </label>
            <Select
              id="create-status"
              value={values.status}
              onChange={(e) => setValues({ ...values, status: e.target.value })}
              options={(['draft', 'published'] as const).map((value) => ({
                value,
                label: t(`admin.creators.statuses.${value}`),
              }))}
            />
          </div>
          <Button type="submit" disabled={saving} className="justify-self-end">
            {t('admin.creators.createSubmit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
