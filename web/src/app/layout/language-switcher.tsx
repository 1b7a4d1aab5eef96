import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { languageParam } from '@domain/language-url.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { chooseLanguage } from '@/lib/i18n.ts';
import { type Language, languageDetails, languages } from '@/lib/language.ts';

/** The address of this page in `language`: its path and query with `?lang=` set. */
export function languageSwitchHref(
  location: { pathname: string; search: string },
  language: Language,
): string {
  const query = new URLSearchParams(location.search);
  query.set(languageParam, languageDetails[language].htmlLang);
  return `${location.pathname}?${query.toString()}`;
}

/**
 * Three links: Ћир, Eng, Lat, each to this page's address in its language,
 * so the switch works without JavaScript (the server renders that language
 * and remembers it in the `language` cookie). With the app running, a click
 * switches in place and remembers the choice; the active one is
 * `aria-current`.
 */
export function LanguageSwitcher() {
  const { t, language: active } = useTranslation();
  const location = useLocation();
  const switchTo = (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void chooseLanguage(language);
  };
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="flex rounded-md border border-stone-300 bg-white p-0.5"
    >
      {languages.map((language) => {
        const details = languageDetails[language];
        return (
          <a
            key={language}
            href={languageSwitchHref(location, language)}
            hrefLang={details.htmlLang}
            lang={details.htmlLang}
            title={details.name}
            aria-current={language === active ? 'true' : undefined}
            onClick={(event) => switchTo(event, language)}
            className="inline-flex h-8 min-w-9 items-center justify-center rounded px-1.5 sm:min-w-11 sm:px-2 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=true]:bg-serbian-blue-700 aria-[current=true]:text-white"
          >
            {details.label}
          </a>
        );
      })}
    </div>
  );
}
