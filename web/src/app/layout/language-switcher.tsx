import { useTranslation } from '@/lib/use-translation.ts';
import { chooseLanguage } from '@/lib/i18n.ts';
import { languageDetails, languages } from '@/lib/language.ts';

/** Three buttons: Ћир, Eng, Lat; the active one is pressed (aria-pressed). */
export function LanguageSwitcher() {
  const { t, language: active } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="flex rounded-md border border-stone-300 bg-white p-0.5"
    >
      {languages.map((language) => {
        const details = languageDetails[language];
        return (
          <button
            key={language}
            type="button"
            lang={details.htmlLang}
            title={details.name}
            aria-pressed={language === active}
            onClick={() => void chooseLanguage(language)}
            className="h-8 min-w-9 cursor-pointer rounded px-1.5 sm:min-w-11 sm:px-2 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-pressed:bg-serbian-blue-700 aria-pressed:text-white"
          >
            {details.label}
          </button>
        );
      })}
    </div>
  );
}
