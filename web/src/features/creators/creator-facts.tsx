import { useTranslation } from '@/lib/use-translation.ts';
import { formatDate } from '@domain/format-date.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import type { CreatorRow } from './api/creator-row.ts';

/** Quick facts (country, city, joined date) and niches of a profile. */
export function CreatorFacts({ creator }: { creator: CreatorRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const facts = [
    {
      label: t('creators.profile.country'),
      value: creator.country ? t(`creators.countries.${creator.country}`) : '',
    },
    { label: t('creators.profile.city'), value: nameInReaderScript(language, creator.city) },
    {
      label: t('creators.profile.joined', { gender: creator.grammatical_gender ?? '' }),
      value: formatDate(creator.created_at, language),
    },
  ].filter((fact) => fact.value);
  return (
    <aside className="grid content-start gap-6 rounded-xl border border-stone-200 bg-stone-50 p-5">
      <section className="grid gap-3" aria-labelledby="creator-facts">
        <h2 id="creator-facts" className="text-lg font-semibold text-serbian-blue-900">
          {t('creators.profile.quickFacts')}
        </h2>
        <dl className="grid gap-2">
          {facts.map((fact) => (
            <div key={fact.label} className="flex justify-between gap-4">
              <dt className="text-stone-600">{fact.label}</dt>
              <dd className="font-medium text-stone-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {creator.niche.length > 0 && (
        <section className="grid gap-3" aria-labelledby="creator-niches">
          <h2 id="creator-niches" className="text-lg font-semibold text-serbian-blue-900">
            {t('creators.profile.niches')}
          </h2>
          <ul className="flex flex-wrap gap-1.5">
            {creator.niche.map((niche) => (
              <li
                key={niche}
                className="rounded-full bg-white px-2.5 py-0.5 text-sm font-medium text-stone-700 ring-1 ring-stone-200"
              >
                {t(`creators.niches.${niche}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
