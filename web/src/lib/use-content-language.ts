import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '../../../domain/content-language.ts';
import { isLanguage } from './language.ts';

/** The reader's language, for choosing content fields and date formats (DESIGN §6). */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(active) ? active : 'en';
}
