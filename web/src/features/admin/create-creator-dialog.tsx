import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Field, InputField } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { createCreator } from './api/admin-creators.ts';
import { toastFailure, toastSuccess } from './admin-toast.ts';

const empty = { name_eng: '', email_public: '', status: 'draft' as 'draft' | 'published' };

/** Admin-only Create Profile dialog: English name (required), optional public email, draft or published. */
export function CreateCreatorDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/creator-schemas.ts')).adminCreateCreatorSchema,
    defaultValues: empty,
  });

  const submit = onSubmit(async (creator) => {
    try {
      await createCreator(creator);
      toastSuccess(t('admin.creators.success'), t('admin.creators.created'));
      setOpen(false);
      form.reset(empty);
      await queryClient.invalidateQueries({ queryKey: ['creators'] });
    } catch (failure) {
      toastFailure(t('admin.creators.creationFailed'), failure);
    }
  });

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
          <InputField
            id="create-name_eng"
            label={t('admin.creators.nameEng')}
            required
            error={errors.name_eng?.message}
            {...form.register('name_eng')}
          />
          <InputField
            id="create-email"
            label={t('admin.creators.email')}
            type="email"
            error={errors.email_public?.message}
            {...form.register('email_public')}
          />
          <Field id="create-status" label={t('admin.creators.status')}>
            {(control) => (
              <Select
                {...control}
                {...form.register('status')}
                options={(['draft', 'published'] as const).map((value) => ({
                  value,
                  label: t(`admin.creators.statuses.${value}`),
                }))}
              />
            )}
          </Field>
          <Button type="submit" disabled={busy} className="justify-self-end">
            {t('admin.creators.createSubmit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
