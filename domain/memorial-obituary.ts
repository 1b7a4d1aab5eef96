import { type ContentLanguage, shownLocalizedText } from './content-language.ts';
import type { RichTextDocument } from './rich-text.ts';
import { isRichTextEmpty, richTextToPlain } from './rich-text-to-plain.ts';
import { toLatin } from './transliterate.ts';

function latinDocument(document: RichTextDocument): RichTextDocument {
  return {
    type: 'doc',
    content: document.content.map((paragraph) => ({
      ...paragraph,
      content: paragraph.content?.map((run) => ({ ...run, text: toLatin(run.text) })),
    })),
  };
}

/**
 * The obituary in the reader's language (DESIGN §6): English or the Serbian
 * document (transliterated for Latin readers), each falling back to the
 * other; null when neither has text.
 */
export function localizedObituary(
  memorial: { obituary_en: unknown; obituary_sr_cyrl: unknown },
  language: ContentLanguage,
): RichTextDocument | null {
  const english = isRichTextEmpty(memorial.obituary_en)
    ? null
    : (memorial.obituary_en as RichTextDocument);
  const serbian = isRichTextEmpty(memorial.obituary_sr_cyrl)
    ? null
    : (memorial.obituary_sr_cyrl as RichTextDocument);
  const serbianForReader = serbian && language === 'sr_latin' ? latinDocument(serbian) : serbian;
  if (language === 'en') return english ?? (serbian ? latinDocument(serbian) : null);
  return serbianForReader ?? english;
}

/**
 * The `lang` of the obituary `localizedObituary` shows, when it is not the
 * page's: an English fallback on a Serbian page ('en'), the Serbian one on
 * an English page ('sr-Latn'), as shownLocalizedText tags other fields.
 */
export function obituaryLanguageTag(
  memorial: { obituary_en: unknown; obituary_sr_cyrl: unknown },
  language: ContentLanguage,
) {
  return shownLocalizedText(
    language,
    richTextToPlain(memorial.obituary_en),
    richTextToPlain(memorial.obituary_sr_cyrl),
  ).lang;
}
