import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cityDisplayName } from '@domain/seo/city-page.ts';
import { sortedByReaderName } from '@domain/serbian-sort-key.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { toastSuccess } from '../admin-toast.ts';
import { type AdminCityRow, mergeCity, refreshCities } from './admin-cities-api.ts';
import { cityAdminErrorKey } from './city-admin-error.ts';
import { toastCityFailure } from './city-toasts.ts';

interface MergeCityDialogProps {
  city: AdminCityRow;
  /** The active cities it may be merged into. */
  others: readonly AdminCityRow[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Merges `city` into a kept city chosen here, after saying what moves and that it is final. */
export function MergeCityDialog({ city, others, open, onOpenChange }: MergeCityDialogProps) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const choices = sortedByReaderName(
    others.map((other) => ({ value: other.id, label: cityDisplayName(other, language) })),
    language,
    (choice) => choice.label,
  );
  const [keptId, setKeptId] = useState(choices[0]?.value ?? '');
  const [busy, setBusy] = useState(false);
  const merged = cityDisplayName(city, language);
  const kept = choices.find((choice) => choice.value === keptId)?.label ?? '';

  async function merge() {
    if (!keptId || busy) return;
    setBusy(true);
    try {
      await mergeCity(city.id, keptId);
      toastSuccess(t('adminCities.success'), t('adminCities.merged', { merged, kept }));
      onOpenChange(false);
    } catch (failure) {
      toastCityFailure(t, cityAdminErrorKey(failure, 'city'));
    } finally {
      setBusy(false);
      await refreshCities(queryClient);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('adminCities.mergeTitle', { city: merged })}
        closeLabel={t('adminCities.close')}
      >
        <Field id={`merge-${city.id}-kept`} label={t('adminCities.mergeInto')} required>
          {(control) => (
            <Select
              {...control}
              value={keptId}
              onChange={(event) => setKeptId(event.currentTarget.value)}
              options={choices}
            />
          )}
        </Field>
        {kept && <p className="text-stone-700">{t('adminCities.mergeText', { merged, kept })}</p>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('adminCities.cancel')}
          </Button>
          <Button variant="destructive" disabled={busy || !keptId} onClick={() => void merge()}>
            {t('adminCities.mergeSubmit', { kept })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
