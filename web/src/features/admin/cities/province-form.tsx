import { useQueryClient } from '@tanstack/react-query';
import type { ProvinceStateFormInput } from '@domain/city-schemas.ts';
import { provinceTimeZones } from '@domain/province-time-zones.ts';
import { localizedText } from '@domain/content-language.ts';
import { Button } from '@/components/ui/button.tsx';
import { Field, InputField } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { toastSuccess } from '../admin-toast.ts';
import { addProvinceState } from './admin-cities-api.ts';
import { cityAdminErrorKey } from './city-admin-error.ts';
import { toastCityFailure } from './city-toasts.ts';

const empty = {
  code: '',
  name: '',
  name_sr_cyrl: '',
  name_sr_latn: '',
  country: 'USA',
  timezone: 'America/New_York',
} as ProvinceStateFormInput;

/** Adds a province (Canada) or state (USA) with the time zone its cities' events default to. */
export function ProvinceForm() {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/city-schemas.ts')).provinceStateFormSchema,
    defaultValues: empty,
  });

  const submit = onSubmit(async (province) => {
    try {
      await addProvinceState(province);
    } catch (failure) {
      const key = cityAdminErrorKey(failure, 'province');
      if (key === 'codeTaken') form.setError('code', { message: 'adminCities.errors.codeTaken' });
      else toastCityFailure(t, key);
      return;
    }
    toastSuccess(
      t('adminCities.success'),
      t('adminCities.provinceAdded', {
        province: localizedText(language, province.name, province.name_sr_cyrl),
      }),
    );
    form.reset(empty);
    await queryClient.invalidateQueries({ queryKey: ['provinces-states'] });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <InputField
        id="province-code"
        label={t('adminCities.provinceFields.code')}
        hint={t('adminCities.provinceFields.codeHint')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={10}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Field id="province-country" label={t('adminCities.provinceFields.country')} required>
        {(control) => (
          <Select
            {...control}
            {...form.register('country')}
            options={(['Canada', 'USA'] as const).map((value) => ({
              value,
              label: t(`adminCities.countries.${value}`),
            }))}
          />
        )}
      </Field>
      <InputField
        id="province-name"
        label={t('adminCities.provinceFields.name')}
        required
        lang="en"
        autoComplete="off"
        maxLength={200}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <InputField
        id="province-name-sr-cyrl"
        label={t('adminCities.provinceFields.nameSrCyrl')}
        required
        lang="sr-Cyrl"
        autoComplete="off"
        maxLength={200}
        error={errors.name_sr_cyrl?.message}
        {...form.register('name_sr_cyrl')}
      />
      <InputField
        id="province-name-sr-latn"
        label={t('adminCities.provinceFields.nameSrLatn')}
        hint={t('adminCities.provinceFields.nameSrLatnHint')}
        lang="sr-Latn"
        autoComplete="off"
        maxLength={200}
        error={errors.name_sr_latn?.message}
        {...form.register('name_sr_latn')}
      />
      <Field
        id="province-timezone"
        label={t('adminCities.provinceFields.timezone')}
        required
        className="sm:col-span-2"
      >
        {(control) => (
          <Select
            {...control}
            {...form.register('timezone')}
            options={provinceTimeZones.map((zone) => ({
              value: zone,
              label: zone.replace('_', ' '),
            }))}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy} className="justify-self-start sm:col-span-2">
        {t('adminCities.provinceSubmit')}
      </Button>
    </form>
  );
}
