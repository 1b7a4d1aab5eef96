import { useQueryClient } from '@tanstack/react-query';
import type { ProvinceNamesFormInput, ProvinceNamesFormValues } from '@domain/city-schemas.ts';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/field.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { type ProvinceStateRow, refreshCities, renameProvinceState } from './admin-cities-api.ts';
import { cityAdminErrorKey } from './city-admin-error.ts';
import { toastCityFailure } from './city-toasts.ts';

/** Renames a province or state: English, Serbian Cyrillic and Latin (blank: the Cyrillic in Latin letters). */
export function ProvinceNamesForm({
  province,
  onSaved,
}: {
  province: ProvinceStateRow;
  onSaved: (names: ProvinceNamesFormValues) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/city-schemas.ts')).provinceNamesFormSchema,
    defaultValues: {
      name: province.name,
      name_sr_cyrl: province.name_sr_cyrl,
      name_sr_latn: province.name_sr_latn ?? '',
    } satisfies ProvinceNamesFormInput,
  });

  const submit = onSubmit(async (names) => {
    try {
      await renameProvinceState(province.id, names);
    } catch (failure) {
      toastCityFailure(t, cityAdminErrorKey(failure, 'province'));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['provinces-states'] });
    // City pages show their province's name.
    await refreshCities(queryClient);
    onSaved(names);
  });

  const id = (name: string) => `${province.id}-province-${name}`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <InputField
        id={id('name')}
        label={t('adminCities.provinceFields.name')}
        required
        lang="en"
        autoComplete="off"
        maxLength={200}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <InputField
        id={id('name_sr_cyrl')}
        label={t('adminCities.provinceFields.nameSrCyrl')}
        required
        lang="sr-Cyrl"
        autoComplete="off"
        maxLength={200}
        error={errors.name_sr_cyrl?.message}
        {...form.register('name_sr_cyrl')}
      />
      <InputField
        id={id('name_sr_latn')}
        label={t('adminCities.provinceFields.nameSrLatn')}
        hint={t('adminCities.provinceFields.nameSrLatnHint')}
        lang="sr-Latn"
        autoComplete="off"
        maxLength={200}
        error={errors.name_sr_latn?.message}
        {...form.register('name_sr_latn')}
      />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {t('adminCities.save')}
      </Button>
    </form>
  );
}
