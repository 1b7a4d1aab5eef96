import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cityDisplayName } from '@domain/seo/city-page.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { toastSuccess } from '../admin-toast.ts';
import {
  type ProvinceStateRow,
  refreshCities,
  setProvinceStateRetired,
} from './admin-cities-api.ts';
import { cityAdminErrorKey } from './city-admin-error.ts';
import { toastCityFailure } from './city-toasts.ts';
import { provinceName } from './province-options.ts';
import { ProvinceNamesForm } from './province-names-form.tsx';

/**
 * One province or state: its names, code, country, how many active cities
 * it has, and rename, retire (only without active cities, 0920) or restore.
 */
export function ProvinceCard({
  province,
  liveCities,
}: {
  province: ProvinceStateRow;
  liveCities: number;
}) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'none' | 'rename' | 'retire'>('none');
  const [busy, setBusy] = useState(false);
  const name = provinceName(province, language);
  const retired = province.retired_at !== null;
  const closeUnless = (open: boolean) => setDialog(open ? dialog : 'none');

  async function setRetired(value: boolean) {
    setBusy(true);
    try {
      await setProvinceStateRetired(province.id, value);
      toastSuccess(
        t('adminCities.success'),
        t(value ? 'adminCities.provinceRetired' : 'adminCities.provinceRestored', {
          province: name,
        }),
      );
    } catch (failure) {
      toastCityFailure(t, cityAdminErrorKey(failure, 'province'));
    } finally {
      // Closed either way: the toast says what happened.
      setDialog('none');
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['provinces-states'] });
      await refreshCities(queryClient);
    }
  }

  return (
    <li
      className="grid gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="admin-province"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-lg font-semibold break-words text-serbian-blue-900">
          {name} ({province.code})
        </h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
            retired ? 'bg-stone-200 text-stone-800' : 'bg-green-100 text-green-900'
          }`}
        >
          {retired ? t('adminCities.statusRetired') : t('adminCities.statusActive')}
        </span>
      </div>
      <p className="text-sm break-words text-stone-700">
        {[province.name, province.name_sr_cyrl, province.name_sr_latn].filter(Boolean).join(' · ')}
      </p>
      <p className="text-sm text-stone-600">
        {t(`adminCities.countries.${province.country}`)} ·{' '}
        {t('adminCities.provinceLiveCities', { count: liveCities })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setDialog('rename')}>
          {t('adminCities.provinceRename')}
        </Button>
        {retired ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void setRetired(false)}
          >
            {t('adminCities.restore')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setDialog('retire')}>
            {t('adminCities.retire')}
          </Button>
        )}
      </div>
      <Dialog open={dialog === 'rename'} onOpenChange={closeUnless}>
        <DialogContent
          title={t('adminCities.provinceRenameTitle', { province: name })}
          closeLabel={t('adminCities.close')}
        >
          <ProvinceNamesForm
            province={province}
            onSaved={(names) => {
              toastSuccess(
                t('adminCities.success'),
                t('adminCities.provinceRenamed', { province: cityDisplayName(names, language) }),
              );
              setDialog('none');
            }}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={dialog === 'retire'}
        onOpenChange={closeUnless}
        title={t('adminCities.provinceRetireTitle', { province: name })}
        description={t('adminCities.provinceRetireText')}
        closeLabel={t('adminCities.close')}
        cancelLabel={t('adminCities.cancel')}
        confirmLabel={t('adminCities.retire')}
        busy={busy}
        onConfirm={() => void setRetired(true)}
      />
    </li>
  );
}
