import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cityDisplayName } from '@domain/seo/city-page.ts';
import { routePath } from '@domain/routes.ts';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { toastSuccess } from '../admin-toast.ts';
import {
  type AdminCityRow,
  type ProvinceStateRow,
  refreshCities,
  setCityRetired,
} from './admin-cities-api.ts';
import { cityAdminErrorKey } from './city-admin-error.ts';
import { CityForm } from './city-form.tsx';
import { CityPageForm } from './city-page-form.tsx';
import { toastCityFailure } from './city-toasts.ts';
import { MergeCityDialog } from './merge-city-dialog.tsx';
import { provinceName } from './province-options.ts';

type OpenDialog = 'none' | 'edit' | 'page' | 'retire' | 'merge';

interface AdminCityCardProps {
  city: AdminCityRow;
  provinces: readonly ProvinceStateRow[];
  /** The active cities, for a merge. */
  activeCities: readonly AdminCityRow[];
}

/** One city of the list: its names, address, province and state, and what an admin may do with it. */
export function AdminCityCard({ city, provinces, activeCities }: AdminCityCardProps) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>('none');
  const [busy, setBusy] = useState(false);
  const name = cityDisplayName(city, language);
  const province = provinces.find((candidate) => candidate.id === city.province_state_id);
  const retired = city.retired_at !== null;
  const closeUnless = (open: boolean) => setDialog(open ? dialog : 'none');

  async function setRetired(value: boolean) {
    setBusy(true);
    try {
      await setCityRetired(city.id, value);
      toastSuccess(
        t('adminCities.success'),
        t(value ? 'adminCities.retired' : 'adminCities.restored', { city: name }),
      );
      setDialog('none');
    } catch (failure) {
      toastCityFailure(t, cityAdminErrorKey(failure, 'city'));
    } finally {
      setBusy(false);
      await refreshCities(queryClient);
    }
  }

  return (
    <li className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-lg font-semibold break-words text-serbian-blue-900">
          {retired ? name : <Link to={routePath('city', { cityName: city.slug })}>{name}</Link>}
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
        {[city.name, city.name_sr_cyrl, city.name_sr_latn].filter(Boolean).join(' · ')}
      </p>
      <p className="text-sm break-words text-stone-600">
        <span className="font-mono">/city/{city.slug}</span>
        {province && ` · ${provinceName(province, language)} (${province.code})`}
      </p>
      {city.city_old_slugs.length > 0 && (
        <p className="text-sm break-words text-stone-600">
          {t('adminCities.oldAddresses', {
            slugs: city.city_old_slugs.map((old) => old.slug).join(', '),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setDialog('edit')}>
          {t('adminCities.edit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('page')}>
          {t('adminCities.page')}
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
        <Button size="sm" variant="secondary" onClick={() => setDialog('merge')}>
          {t('adminCities.merge')}
        </Button>
      </div>
      <Dialog open={dialog === 'edit'} onOpenChange={closeUnless}>
        <DialogContent
          title={t('adminCities.editTitle', { city: name })}
          closeLabel={t('adminCities.close')}
        >
          <CityForm
            idPrefix={city.id}
            provinces={provinces}
            city={city}
            submitLabel={t('adminCities.save')}
            onSaved={(saved) => {
              toastSuccess(
                t('adminCities.success'),
                t('adminCities.saved', { city: cityDisplayName(saved, language) }),
              );
              setDialog('none');
            }}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'page'} onOpenChange={closeUnless}>
        <DialogContent
          title={t('adminCities.pageTitle', { city: name })}
          closeLabel={t('adminCities.close')}
        >
          <CityPageForm
            city={city}
            onSaved={() => {
              toastSuccess(t('adminCities.success'), t('adminCities.pageSaved', { city: name }));
              setDialog('none');
            }}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={dialog === 'retire'}
        onOpenChange={closeUnless}
        title={t('adminCities.retireTitle', { city: name })}
        description={t('adminCities.retireText')}
        closeLabel={t('adminCities.close')}
        cancelLabel={t('adminCities.cancel')}
        confirmLabel={t('adminCities.retire')}
        busy={busy}
        onConfirm={() => void setRetired(true)}
      />
      {dialog === 'merge' && (
        <MergeCityDialog
          city={city}
          others={activeCities.filter((other) => other.id !== city.id)}
          open
          onOpenChange={closeUnless}
        />
      )}
    </li>
  );
}
