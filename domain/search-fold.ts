import { toLatin } from './transliterate.ts';

/**
 * The script- and diacritic-blind form of a text that search compares:
 * `Београд`, `BEOGRAD` and `beograd` fold to `beograd`, `Đoković`, `Djokovic`
 * and `Ђоковић` to `djokovic`.
 *
 * Steps: Serbian Cyrillic to Latin, then one explicit character table
 * (Latin letters with diacritics to their base letters, đ to dj, upper case to
 * lower case, every kind of space to one space, combining accents and
 * invisible characters removed), then runs of spaces collapsed and the ends
 * trimmed. Characters outside the table (Greek, Chinese, emoji, punctuation,
 * digits) are kept as they are.
 *
 * The table is deliberately explicit rather than `toLowerCase()` and
 * `normalize()`: db/migrations/0002_search_fold.sql implements the same table
 * in SQL with translate()/replace(), and the two must agree character for
 * character whatever the Unicode version or database locale
 * (server/db/search-fold-sql.test.ts proves it).
 */

/** Letters with diacritics (both cases) and the Latin letters they fold to. */
const letterGroups: [letters: string, folded: string][] = [
  ['ÀÁÂÃÄÅàáâãäåĀāĂăĄą', 'a'],
  ['ÆæǢǣ', 'ae'],
  ['ÇçĆćĈĉĊċČč', 'c'],
  ['Ďď', 'd'],
  // Ð (eth) stands in for Đ in text that went through the wrong code page.
  ['ĐđÐð', 'dj'],
  ['Ǆǅǆ', 'dz'],
  ['ÈÉÊËèéêëĒēĔĕĖėĘęĚě', 'e'],
  ['ĜĝĞğĠġĢģ', 'g'],
  ['ĤĥĦħ', 'h'],
  ['ÌÍÎÏìíîïĨĩĪīĬĭĮįİı', 'i'],
  ['Ĳĳ', 'ij'],
  ['Ĵĵ', 'j'],
  ['Ķķĸ', 'k'],
  ['ĹĺĻļĽľĿŀŁł', 'l'],
  ['Ǉǈǉ', 'lj'],
  ['ÑñŃńŅņŇňŉŊŋ', 'n'],
  ['Ǌǋǌ', 'nj'],
  ['ÒÓÔÕÖØòóôõöøŌōŎŏŐő', 'o'],
  ['Œœ', 'oe'],
  ['ŔŕŖŗŘř', 'r'],
  ['ŚśŜŝŞşŠšȘșſ', 's'],
  ['ßẞ', 'ss'],
  ['ŢţŤťŦŧȚț', 't'],
  ['Þþ', 'th'],
  ['ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲų', 'u'],
  ['Ŵŵ', 'w'],
  ['ÝýÿŶŷŸ', 'y'],
  ['ŹźŻżŽž', 'z'],
];

/** Every character JavaScript's `\s` matches, and NEL: each becomes one space. */
export const foldedSpaces =
  '\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** Soft hyphen and zero-width space: invisible, so removed. */
const invisible = '\u00ad\u200b';

function buildTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (let code = 0x41; code <= 0x5a; code += 1) {
    table.set(String.fromCharCode(code), String.fromCharCode(code + 0x20));
  }
  for (const [letters, folded] of letterGroups) {
    for (const letter of letters) table.set(letter, folded);
  }
  // Capital Cyrillic letters that are not Serbian (Я, Ї, Ѓ …) become small.
  for (let code = 0x400; code <= 0x42f; code += 1) {
    const lower = code < 0x410 ? code + 0x50 : code + 0x20;
    table.set(String.fromCharCode(code), String.fromCharCode(lower));
  }
  for (const space of foldedSpaces) table.set(space, ' ');
  for (const char of invisible) table.set(char, '');
  // Combining diacritical marks (the accents of decomposed text: c + ˇ).
  for (let code = 0x300; code <= 0x36f; code += 1) table.set(String.fromCharCode(code), '');
  return table;
}

const table = buildTable();

export function searchFold(text: string): string {
  const folded = Array.from(toLatin(text), (char) => table.get(char) ?? char).join('');
  return folded.replace(/ {2,}/g, ' ').replace(/^ | $/g, '');
}
