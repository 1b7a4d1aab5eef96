import { searchFold } from './search-fold.ts';

/**
 * Where a search keyword matches a text, for marking the words in a result
 * the way search_all found it (db/migrations/0341): script-, diacritic- and
 * case-blind, at the start of a word. `Ђорђевић` is marked in "Đorđe
 * Đorđević" for the keyword `djordj`; `hor` is not marked inside "short".
 */

export interface TextPart {
  text: string;
  match: boolean;
}

/** Removed by folding without splitting a word: accents, soft hyphen, zero-width space. */
const vanishing = /^(\p{M}|\u00ad|\u200b)$/u;

/** The words search compares (public.search_words): folded runs of a–z and 0–9. */
export function searchWords(text: string): string[] {
  return searchFold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

interface FoldedText {
  folded: string;
  /** For each character of `folded`, the range of the original text it came from. */
  origin: { start: number; end: number }[];
}

function foldWithOrigin(text: string): FoldedText {
  let folded = '';
  const origin: FoldedText['origin'] = [];
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    if (vanishing.test(char)) {
      if (origin.length > 0) origin[origin.length - 1]!.end = index;
      continue;
    }
    const piece = searchFold(char).replace(/[^a-z0-9]/g, ' ') || ' ';
    for (const folding of piece) {
      folded += folding;
      origin.push({ start, end: index });
    }
  }
  return { folded, origin };
}

/** A Serbian keyword word that may be declined: four or more letters ending in a vowel. */
const declinable = /^[a-z0-9]{3,}[aeiou]$/;

/**
 * Splits `text` into parts, marking each word that starts with one of the
 * keyword's words; for a Serbian reader also a whole word that is a keyword
 * word with its final vowel changed to up to two letters (Sava marks Саве),
 * as public.search_matches finds them.
 */
export function highlightMatches(
  text: string,
  keyword: string,
  { serbian = false }: { serbian?: boolean } = {},
): TextPart[] {
  const words = searchWords(keyword);
  if (words.length === 0 || text === '') return [{ text, match: false }];
  const { folded, origin } = foldWithOrigin(text);
  const ranges: { start: number; end: number }[] = [];
  const mark = (from: number, length: number) =>
    ranges.push({ start: origin[from]!.start, end: origin[from + length - 1]!.end });
  for (const word of words) {
    const stem = serbian && declinable.test(word) ? word.slice(0, -1) : undefined;
    let at = folded.indexOf(stem ?? word);
    while (at !== -1) {
      if (at === 0 || folded[at - 1] === ' ') {
        const wordEnd = folded.indexOf(' ', at);
        const length = (wordEnd === -1 ? folded.length : wordEnd) - at;
        if (folded.startsWith(word, at)) mark(at, word.length);
        else if (stem && length <= stem.length + 2) mark(at, length);
      }
      at = folded.indexOf(stem ?? word, at + 1);
    }
  }
  if (ranges.length === 0) return [{ text, match: false }];
  ranges.sort((a, b) => a.start - b.start);
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const range of ranges) {
    const start = Math.max(range.start, cursor);
    if (range.end <= start) continue;
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    parts.push({ text: text.slice(start, range.end), match: true });
    cursor = range.end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
