import { useTranslation } from './use-translation.ts';
import type { ContentLanguage } from '@domain/content-language.ts';

/** The reader's language, for choosing content fields and date formats (DESIGN §6). */
export function useContentLanguage(): ContentLanguage {
  return useTranslation().language;
}
