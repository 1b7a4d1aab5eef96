import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CityPageFormInput } from '@domain/city-schemas.ts';
import { maxLength } from '@domain/field-limits.ts';
import { isHttpsUrl } from '@domain/submission-fields.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { ImageUpload } from '@/components/submission/image-upload.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FieldError, TextareaField } from '@/components/ui/field.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { keepImageAddress, SendImageError, type SendImageFailure } from '@/lib/send-image.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { type AdminCityRow, refreshCities, updateCityPage } from './admin-cities-api.ts';
import { cityAdminErrorKey } from './city-admin-error.ts';
import { toastCityFailure } from './city-toasts.ts';

function valuesOf(city: AdminCityRow): CityPageFormInput {
  return {
    intro_text_en: city.intro_text_en ?? '',
    intro_text_sr_cyrl: city.intro_text_sr_cyrl ?? '',
    intro_text_sr_latn: city.intro_text_sr_latn ?? '',
    hero_image_url: city.hero_image_url ?? '',
  };
}

/**
 * The city page's intro in English, Serbian Cyrillic and Latin, and its hero
 * picture: uploaded, or copied from another site's address, through the
 * same keep path as the submission forms (decision 025), so the page only
 * ever shows a picture the portal keeps.
 */
export function CityPageForm({ city, onSaved }: { city: AdminCityRow; onSaved: () => void }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/city-schemas.ts')).cityPageFormSchema,
    defaultValues: valuesOf(city),
  });
  const hero = form.watch('hero_image_url');
  const setHero = (path: string) =>
    form.setValue('hero_image_url', path, { shouldDirty: true, shouldValidate: true });

  const submit = onSubmit(async (page) => {
    try {
      await updateCityPage(city.id, page);
    } catch (failure) {
      toastCityFailure(t, cityAdminErrorKey(failure, 'city'));
      return;
    }
    await refreshCities(queryClient);
    onSaved();
  });

  const id = (name: string) => `${city.id}-page-${name}`;
  const intro = (name: 'intro_text_en' | 'intro_text_sr_cyrl' | 'intro_text_sr_latn') => ({
    id: id(name),
    rows: 4,
    maxLength: maxLength.note,
    error: errors[name]?.message,
    ...form.register(name),
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-stone-700">{t('adminCities.pageFields.introHint')}</p>
      <TextareaField
        label={t('adminCities.pageFields.introEn')}
        lang="en"
        {...intro('intro_text_en')}
      />
      <TextareaField
        label={t('adminCities.pageFields.introSrCyrl')}
        lang="sr-Cyrl"
        {...intro('intro_text_sr_cyrl')}
      />
      <TextareaField
        label={t('adminCities.pageFields.introSrLatn')}
        hint={t('adminCities.pageFields.introSrLatnHint')}
        lang="sr-Latn"
        {...intro('intro_text_sr_latn')}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium text-stone-900">
          {t('adminCities.pageFields.hero')}
        </legend>
        <p className="text-sm text-stone-700">{t('adminCities.pageFields.heroHint')}</p>
        {hero ? (
          <div className="grid gap-2">
            <ImageWithFallback
              src={hero}
              fallbackSrc="/images/cities/default.svg"
              alt={t('adminCities.pageFields.heroCurrent')}
              width={320}
              height={120}
              className="h-30 w-full max-w-80 rounded-md border border-stone-200 object-cover"
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="justify-self-start"
              onClick={() => setHero('')}
            >
              {t('adminCities.pageFields.heroRemove')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-stone-600">{t('adminCities.pageFields.heroNone')}</p>
        )}
        <ImageUpload
          fieldId={id('hero')}
          fieldLabel={t('adminCities.pageFields.hero')}
          accessToken={session?.access_token}
          onUploaded={setHero}
        />
        <HeroAddress id={id('hero-address')} accessToken={session?.access_token} onKept={setHero} />
        {errors.hero_image_url?.message && <FieldError message={errors.hero_image_url.message} />}
      </fieldset>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {t('adminCities.save')}
      </Button>
    </form>
  );
}

type CopyState =
  { step: 'idle' | 'copying' | 'done' } | { step: 'failed'; failure: SendImageFailure };

/** Another site's picture, fetched once by the server and kept (`/media/fetch`). */
function HeroAddress(props: {
  id: string;
  accessToken: string | undefined;
  onKept: (path: string) => void;
}) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [state, setState] = useState<CopyState>({ step: 'idle' });
  async function copy() {
    setState({ step: 'copying' });
    try {
      const kept = await keepImageAddress(address.trim(), props.accessToken);
      props.onKept(kept.path);
      setAddress('');
      setState({ step: 'done' });
    } catch (error) {
      setState({
        step: 'failed',
        failure: error instanceof SendImageError ? error.failure : 'failed',
      });
    }
  }
  return (
    <div className="grid gap-2">
      <label htmlFor={props.id} className="text-sm font-medium text-stone-800">
        {t('adminCities.pageFields.heroAddress')}
      </label>
      <p id={`${props.id}-hint`} className="text-sm text-stone-600">
        {t('adminCities.pageFields.heroAddressHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Input
          id={props.id}
          type="url"
          inputMode="url"
          autoComplete="off"
          aria-describedby={`${props.id}-hint`}
          maxLength={maxLength.url}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          className="min-w-0 flex-1"
        />
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className="h-11"
          disabled={!isHttpsUrl(address.trim()) || state.step === 'copying'}
          onClick={() => void copy()}
        >
          {t('adminCities.pageFields.heroKeep')}
        </Button>
      </div>
      {state.step === 'done' && (
        <p role="status" className="text-sm text-green-800">
          {t('adminCities.pageFields.heroKept')}
        </p>
      )}
      {state.step === 'failed' && (
        <p role="alert" className="text-sm text-heritage-red-700">
          {t(`submissions.upload.${state.failure}`)}
        </p>
      )}
    </div>
  );
}
