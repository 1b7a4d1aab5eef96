import type { ContentLanguage } from './content-language.ts';
import { nameExceptions } from './name-exceptions.ts';
import { toLatin } from './transliterate.ts';

/**
 * Proper names (people, places) in the reader's script. A name stored only in
 * Latin is written in Cyrillic letter by letter (lj, nj, dž as one letter),
 * except the names in domain/name-exceptions.ts; a word with letters Serbian
 * Latin does not have (q, w, x, y, ä …) is a foreign word and stays as it is.
 * Only for names: English text is never transliterated.
 */

const single: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};
const digraphs: Record<string, string> = { dž: 'џ', lj: 'љ', nj: 'њ' };

const isUpper = (char: string) => char !== char.toLowerCase() && char === char.toUpperCase();

/** A word in Serbian Latin letters only (so it can be written in Cyrillic). */
function isSerbianLatin(word: string): boolean {
  return Array.from(word.toLowerCase()).every((char) => char in single);
}

function letterByLetter(word: string): string {
  const chars = Array.from(word);
  let result = '';
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    const pair = (char + (chars[index + 1] ?? '')).toLowerCase();
    const cyrillic = digraphs[pair] ?? single[char.toLowerCase()]!;
    if (digraphs[pair]) index += 1;
    result += isUpper(char) ? cyrillic.toUpperCase() : cyrillic;
  }
  return result;
}

/** The exception's Cyrillic in the case the name was written in (ČAČAK, Čačak, čačak). */
function inCaseOf(source: string, cyrillic: string): string {
  const letters = Array.from(source).filter((char) => /\p{L}/u.test(char));
  if (letters.length > 1 && letters.every(isUpper)) return cyrillic.toUpperCase();
  if (letters[0] && isUpper(letters[0]))
    return cyrillic.charAt(0).toUpperCase() + cyrillic.slice(1);
  return cyrillic;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exceptions of more than one word ("New York", "St. Catharines"), longest first. */
const phrasePattern = new RegExp(
  `(?<!\\p{L})(?:${[...nameExceptions.keys()]
    .filter((key) => /[^\p{L}]/u.test(key))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?!\\p{L})`,
  'giu',
);

/** A Serbian name written in Latin, in Cyrillic: `Đorđević` → `Ђорђевић`, `Niagara` → `Нијагара`. */
export function nameToCyrillic(name: string): string {
  return name
    .normalize('NFC')
    .replace(phrasePattern, (phrase) => inCaseOf(phrase, nameExceptions.get(phrase.toLowerCase())!))
    .replace(/\p{L}+/gu, (word) => {
      const exception = nameExceptions.get(word.toLowerCase());
      if (exception) return inCaseOf(word, exception);
      return isSerbianLatin(word) ? letterByLetter(word) : word;
    });
}

/**
 * A proper name in the reader's script: the explicit Cyrillic form when there
 * is one (Latin pages transliterate it), otherwise the stored name, written in
 * Cyrillic on Cyrillic pages, in Serbian Latin on Latin pages (the Latin of
 * its Cyrillic, so a foreign place reads as in Serbian: Niagara → Nijagara)
 * and as stored (Cyrillic in Latin) on English pages.
 */
export function nameInReaderScript(
  language: ContentLanguage,
  name: string | null | undefined,
  cyrillic?: string | null,
): string {
  const explicit = cyrillic?.trim() ? cyrillic : undefined;
  if (language === 'sr_cyrillic') return explicit ?? nameToCyrillic(name ?? '');
  // Through Cyrillic, so Latin pages get the Serbian form too (Niagara → Nijagara).
  if (language === 'sr_latin') return toLatin(explicit ?? nameToCyrillic(name ?? ''));
  return name?.trim() ? toLatin(name) : explicit ? toLatin(explicit) : '';
}
