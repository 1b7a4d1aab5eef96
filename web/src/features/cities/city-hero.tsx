import { useTranslation } from '@/lib/use-translation.ts';
import { localizedText } from '@domain/content-language.ts';
import { cityIntroText } from '@domain/seo/city-page.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import type { CityRow } from './api/city-query.ts';
import { cityDisplayName } from './city-name.ts';

/** Hero image (the default picture if none), name plus Cyrillic name, province and intro text. */
export function CityHero({ city }: { city: CityRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // A province's names have the shape of a city's (0920: English, Cyrillic, Latin).
  const province = city.provinces_states ? cityDisplayName(city.provinces_states, language) : '';
  const shownName = cityDisplayName(city, language);
  // The name in the reader's script leads; the local (English) or Cyrillic name follows.
  const otherName = language === 'en' ? city.name_sr_cyrl : city.name;
  const intro =
    cityIntroText(city, language) ||
    localizedText(language, city.intro_text_en, city.intro_text_sr_cyrl) ||
    t('cities.welcome', { city: shownName });
  return (
    <header className="relative isolate overflow-hidden bg-serbian-blue-900 text-white">
      <ImageWithFallback
        src={city.hero_image_url}
        fallbackSrc="/images/cities/default.svg"
        width={1600}
        height={600}
        loading="eager"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
      />
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-16 sm:py-24">
        {province && <p className="text-sm font-semibold tracking-wide uppercase">{province}</p>}
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          {shownName}
          {otherName && otherName !== shownName && (
            <span
              lang={language === 'en' ? 'sr-Cyrl' : 'en'}
              className="mt-1 block text-2xl font-medium text-serbian-blue-100 sm:text-3xl"
            >
              {otherName}
            </span>
          )}
        </h1>
        <p className="max-w-3xl text-lg text-serbian-blue-50">{intro}</p>
      </div>
    </header>
  );
}
