import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { deleteCreator } from './api/admin-creators.ts';
import { toastFailure, toastSuccess } from './admin-toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Delete with a confirmation dialog; editors who are not admins get 'Permission Denied'. */
export function DeleteCreatorButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const { roles } = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  function ask() {
    if (!roles.isAdmin) {
      toastFailure(
        t('admin.creators.permissionDenied'),
        new Error(t('admin.creators.onlyAdminsDelete')),
      );
      return;
    }
    setOpen(true);
  }

  async function remove() {
    try {
      await deleteCreator(id);
      setOpen(false);
      toastSuccess(t('admin.creators.success'), t('admin.creators.deleted'));
      await queryClient.invalidateQueries({ queryKey: ['creators'] });
    } catch (failure) {
      toastFailure(t('admin.creators.deleteFailed'), failure);
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('admin.creators.deleteOf', { name })}
        onClick={ask}
      >
        <Trash2 aria-hidden="true" className="size-4 text-heritage-red-700" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.creators.deleteTitle')}
        description={t('admin.creators.deleteText', { name })}
        closeLabel={t('admin.creators.close')}
        cancelLabel={t('admin.creators.cancel')}
        confirmLabel={t('admin.creators.confirmDelete')}
        onConfirm={() => void remove()}
      />
    </>
  );
}
