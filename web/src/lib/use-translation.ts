import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

const activeLanguage = () => i18n.language;

/**
 * `t` in the active language, `text` for a message that may be a key or
 * words already (a form error), the language, and the translator itself; a
 * component using it renders again when the visitor switches language.
 */
export function useTranslation() {
  const language = useSyncExternalStore(i18n.subscribe, activeLanguage);
  const t = useMemo(() => i18n.fixedT(language), [language]);
  const text = useMemo(() => i18n.fixedText(language), [language]);
  return { t, text, language, i18n };
}
