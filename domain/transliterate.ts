/**
 * Serbian Cyrillic to Latin (the official one-to-one correspondence of the two
 * Serbian alphabets). Everything that is not Serbian Cyrillic is kept as is,
 * so Latin text, digits, punctuation, placeholders such as `{{name}}` and
 * other scripts pass through unchanged.
 */

const cyrillicToLatin = new Map<string, string>(
  Object.entries({
    а: 'a',
    б: 'b',
    в: 'v',
    г: 'g',
    д: 'd',
    ђ: 'đ',
    е: 'e',
    ж: 'ž',
    з: 'z',
    и: 'i',
    ј: 'j',
    к: 'k',
    л: 'l',
    љ: 'lj',
    м: 'm',
    н: 'n',
    њ: 'nj',
    о: 'o',
    п: 'p',
    р: 'r',
    с: 's',
    т: 't',
    ћ: 'ć',
    у: 'u',
    ф: 'f',
    х: 'h',
    ц: 'c',
    ч: 'č',
    џ: 'dž',
    ш: 'š',
    // The accented homograph markers of Serbian orthography (ѐ, ѝ).
    ѐ: 'è',
    ѝ: 'ì',
  }),
);

const combiningMark = /^\p{M}$/u;

function isUpper(char: string | undefined): boolean {
  return char !== undefined && char !== char.toLowerCase() && char === char.toUpperCase();
}

function isLetter(char: string | undefined): boolean {
  return char !== undefined && /^\p{L}$/u.test(char);
}

/** The nearest character before or after `index` that is not a combining accent. */
function neighbour(chars: string[], index: number, step: 1 | -1): string | undefined {
  let at = index + step;
  while (chars[at] !== undefined && combiningMark.test(chars[at]!)) at += step;
  return chars[at];
}

/**
 * A capital Љ, Њ, Џ is written Lj, Nj, Dž at the start of a capitalised word
 * (Љубав → Ljubav) and LJ, NJ, DŽ inside a word in capitals (ЉУБАВ → LJUBAV,
 * КРАЉ → KRALJ): in capitals when the next letter is a capital, or when the
 * previous letter is a capital and no letter follows. A lone capital (an
 * initial, as in "Љ. Петровић") keeps the title case.
 */
function capitalDigraph(latin: string, chars: string[], index: number): string {
  const next = neighbour(chars, index, 1);
  const previous = neighbour(chars, index, -1);
  const shout = isUpper(next) || (isUpper(previous) && !isLetter(next));
  return shout ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
}

export function toLatin(text: string): string {
  const chars = Array.from(text);
  return chars
    .map((char, index) => {
      const latin = cyrillicToLatin.get(char.toLowerCase());
      if (latin === undefined) return char;
      if (!isUpper(char)) return latin;
      if (latin.length === 1) return latin.toUpperCase();
      return capitalDigraph(latin, chars, index);
    })
    .join('');
}
