import { useTranslation } from '@/lib/use-translation.ts';
import { localizedText } from '@domain/content-language.ts';
import { formatDate } from '@domain/format-date.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import type { Memorial } from './memorial-types.ts';

/** Birth and death dates and places, and "city, Canada" of a memorial. */
export function MemorialFacts({ memorial }: { memorial: Memorial }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const city = memorial.city
    ? localizedText(language, memorial.city.name, memorial.city.name_sr_cyrl)
    : '';
  return (
    <dl className="mt-4 grid gap-2 text-stone-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
      {memorial.birth_date && (
        <>
          <dt className="font-medium text-stone-900">
            {t('memorials.born', { gender: memorial.grammatical_gender ?? '' })}
          </dt>
          <dd>
            <time dateTime={memorial.birth_date}>{formatDate(memorial.birth_date, language)}</time>
          </dd>
        </>
      )}
      {memorial.place_of_birth && (
        <>
          <dt className="font-medium text-stone-900">{t('memorials.placeOfBirth')}</dt>
          <dd className="[overflow-wrap:anywhere]">
            {nameInReaderScript(language, memorial.place_of_birth)}
          </dd>
        </>
      )}
      {memorial.death_date && (
        <>
          <dt className="font-medium text-stone-900">
            {t('memorials.died', { gender: memorial.grammatical_gender ?? '' })}
          </dt>
          <dd>
            <time dateTime={memorial.death_date}>{formatDate(memorial.death_date, language)}</time>
          </dd>
        </>
      )}
      {memorial.place_of_passing && (
        <>
          <dt className="font-medium text-stone-900">{t('memorials.placeOfPassing')}</dt>
          <dd className="[overflow-wrap:anywhere]">
            {nameInReaderScript(language, memorial.place_of_passing)}
          </dd>
        </>
      )}
      {city && (
        <>
          <dt className="font-medium text-stone-900">{t('memorials.cityLabel')}</dt>
          <dd>{t('memorials.cityInCanada', { city })}</dd>
        </>
      )}
    </dl>
  );
}
