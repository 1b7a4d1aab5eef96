import { useQueryClient } from '@tanstack/react-query';
import type { CityFormInput, CityFormValues } from '@domain/city-schemas.ts';
import { Button } from '@/components/ui/button.tsx';
import { Field, InputField } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import {
  addCity,
  type AdminCityRow,
  type ProvinceStateRow,
  refreshCities,
  updateCity,
} from './admin-cities-api.ts';
import { cityAdminErrorKey } from './city-admin-error.ts';
import { toastCityFailure } from './city-toasts.ts';
import { provinceOptions } from './province-options.ts';

const empty: CityFormInput = {
  name: '',
  name_sr_cyrl: '',
  name_sr_latn: '',
  slug: '',
  province_state_id: '',
};

function valuesOf(city: AdminCityRow): CityFormInput {
  return {
    name: city.name,
    name_sr_cyrl: city.name_sr_cyrl ?? '',
    name_sr_latn: city.name_sr_latn ?? '',
    slug: city.slug,
    province_state_id: city.province_state_id,
  };
}

interface CityFormProps {
  /** Makes the fields' ids unique on the page ("add", or the city's id). */
  idPrefix: string;
  provinces: readonly ProvinceStateRow[];
  /** The city being edited; none: a new city. */
  city?: AdminCityRow;
  submitLabel: string;
  onSaved: (city: CityFormValues) => void;
}

/** A city's names (English, Serbian Cyrillic and Latin), page address and province or state. */
export function CityForm({ idPrefix, provinces, city, submitLabel, onSaved }: CityFormProps) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/city-schemas.ts')).cityFormSchema,
    defaultValues: city ? valuesOf(city) : empty,
  });

  const submit = onSubmit(async (values) => {
    try {
      if (city) await updateCity(city.id, values);
      else await addCity(values);
    } catch (failure) {
      const key = cityAdminErrorKey(failure, 'city');
      if (key === 'slugTaken') form.setError('slug', { message: 'adminCities.errors.slugTaken' });
      else toastCityFailure(t, key);
      return;
    }
    await refreshCities(queryClient);
    if (!city) form.reset(empty);
    onSaved(values);
  });

  const id = (name: string) => `${idPrefix}-city-${name}`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <InputField
        id={id('name')}
        label={t('adminCities.fields.name')}
        required
        lang="en"
        autoComplete="off"
        maxLength={200}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <InputField
        id={id('name_sr_cyrl')}
        label={t('adminCities.fields.nameSrCyrl')}
        required
        lang="sr-Cyrl"
        autoComplete="off"
        maxLength={200}
        error={errors.name_sr_cyrl?.message}
        {...form.register('name_sr_cyrl')}
      />
      <InputField
        id={id('name_sr_latn')}
        label={t('adminCities.fields.nameSrLatn')}
        hint={t('adminCities.fields.nameSrLatnHint')}
        lang="sr-Latn"
        autoComplete="off"
        maxLength={200}
        error={errors.name_sr_latn?.message}
        {...form.register('name_sr_latn')}
      />
      <Field
        id={id('province')}
        label={t('adminCities.fields.province')}
        required
        error={errors.province_state_id?.message}
      >
        {(control) => (
          <Select
            {...control}
            {...form.register('province_state_id')}
            options={[
              { value: '', label: t('adminCities.fields.chooseProvince') },
              ...provinceOptions(provinces, language, city?.province_state_id),
            ]}
          />
        )}
      </Field>
      <InputField
        id={id('slug')}
        label={t('adminCities.fields.slug')}
        hint={t('adminCities.fields.slugHint')}
        className="sm:col-span-2"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={200}
        error={errors.slug?.message}
        {...form.register('slug')}
      />
      <Button type="submit" disabled={busy} className="justify-self-start sm:col-span-2">
        {submitLabel}
      </Button>
    </form>
  );
}
