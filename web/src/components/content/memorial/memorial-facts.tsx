import { useTranslation } from '@/lib/use-translation.ts';
import { localizedText } from '@domain/content-language.ts';
import { formatDate } from '@domain/format-date.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import type { Memorial } from '@/api/memorial-row.ts';
import { type Term, TermList } from './term-list.tsx';

/** Birth and death dates and places, and "city, Canada" (or "city, USA") of a memorial. */
export function MemorialFacts({ memorial }: { memorial: Memorial }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const gender = memorial.grammatical_gender ?? '';
  const date = (iso: string) => <time dateTime={iso}>{formatDate(iso, language)}</time>;
  const city = memorial.city
    ? localizedText(language, memorial.city.name, memorial.city.name_sr_cyrl)
    : '';
  const terms: (Term | '' | null)[] = [
    memorial.birth_date && {
      term: t('memorials.born', { gender }),
      value: date(memorial.birth_date),
    },
    memorial.place_of_birth && {
      term: t('memorials.placeOfBirth'),
      value: nameInReaderScript(language, memorial.place_of_birth),
    },
    memorial.death_date && {
      term: t('memorials.died', { gender }),
      value: date(memorial.death_date),
    },
    memorial.place_of_passing && {
      term: t('memorials.placeOfPassing'),
      value: nameInReaderScript(language, memorial.place_of_passing),
    },
    city && {
      term: t('memorials.cityLabel'),
      value:
        memorial.city?.province?.country === 'USA'
          ? t('memorials.cityInUsa', { city })
          : t('memorials.cityInCanada', { city }),
    },
  ];
  return (
    <TermList
      terms={terms.filter((row) => !!row)}
      className="mt-4 grid gap-2 text-stone-700 sm:grid-cols-[auto_1fr] sm:gap-x-4"
    />
  );
}
