import { describe, expect, it } from 'vitest';
import { serbianSortKey, sortedByReaderName } from './serbian-sort-key.ts';

const azbuka = 'А Б В Г Д Ђ Е Ж З И Ј К Л Љ М Н Њ О П Р С Т Ћ У Ф Х Ц Ч Џ Ш'.split(' ');
const abeceda = 'A B C Č Ć D Dž Đ E F G H I J K L Lj M N Nj O P R S Š T U V Z Ž'.split(' ');

const sorted = (names: string[], alphabet: 'azbuka' | 'abeceda') =>
  sortedByReaderName(names, alphabet === 'azbuka' ? 'sr_cyrillic' : 'sr_latin', (name) => name);

const shuffled = <T>(items: T[]) => [...items].reverse();

describe('serbianSortKey', () => {
  it('orders the whole Azbuka, capitals and small letters alike', () => {
    expect(sorted(shuffled(azbuka), 'azbuka')).toEqual(azbuka);
    const small = azbuka.map((letter) => letter.toLowerCase());
    expect(sorted(shuffled(small), 'azbuka')).toEqual(small);
  });

  it('orders the whole abeceda with Dž, Lj and Nj as single letters', () => {
    expect(sorted(shuffled(abeceda), 'abeceda')).toEqual(abeceda);
    expect(sorted(['Nož', 'Njiva', 'Nada'], 'abeceda')).toEqual(['Nada', 'Nož', 'Njiva']);
    expect(sorted(['Ljubica', 'Luka', 'Lazar'], 'abeceda')).toEqual(['Lazar', 'Luka', 'Ljubica']);
    expect(sorted(['Đorđe', 'Džaja', 'Dušan'], 'abeceda')).toEqual(['Dušan', 'Džaja', 'Đorđe']);
  });

  it('puts Ј, Љ, Њ, Ђ, Ћ and Џ where Serbian readers look for them', () => {
    const names = [
      'Јелена Стојановић',
      'Александар Павић',
      'Ана Ковачевић',
      'Ђорђе Марковић',
      'Ћирило Петровић',
      'Џевад Омеровић',
      'Љубица Илић',
      'Његош Петровић',
      'Ивана Јанковић',
    ];
    expect(sorted(names, 'azbuka')).toEqual([
      'Александар Павић',
      'Ана Ковачевић',
      'Ђорђе Марковић',
      'Ивана Јанковић',
      'Јелена Стојановић',
      'Љубица Илић',
      'Његош Петровић',
      'Ћирило Петровић',
      'Џевад Омеровић',
    ]);
  });

  it('gives a Latin name and its Cyrillic spelling the same key', () => {
    for (const alphabet of ['azbuka', 'abeceda'] as const) {
      expect(serbianSortKey('Ljubica Džonić', alphabet)).toBe(
        serbianSortKey('Љубица Џонић', alphabet),
      );
      expect(serbianSortKey('NJEGOŠ', alphabet)).toBe(serbianSortKey('Његош', alphabet));
      expect(serbianSortKey('ǅepić', alphabet)).toBe(serbianSortKey('Džepić', alphabet));
    }
  });

  it('orders the two alphabets differently where they differ', () => {
    // Azbuka: В before Ц; abeceda: C before V.
    expect(sorted(['Вук', 'Цвета'], 'azbuka')).toEqual(['Вук', 'Цвета']);
    expect(sorted(['Vuk', 'Cveta'], 'abeceda')).toEqual(['Cveta', 'Vuk']);
  });

  it('sorts a shorter name before a longer one that starts with it', () => {
    expect(sorted(['Anabela', 'Ana Kovač', 'Ana'], 'abeceda')).toEqual([
      'Ana',
      'Ana Kovač',
      'Anabela',
    ]);
  });

  it('places the foreign letters q, w, x and y', () => {
    expect(sorted(['Rade', 'Quentin', 'Petar'], 'abeceda')).toEqual(['Petar', 'Quentin', 'Rade']);
    expect(sorted(['Zoran', 'William', 'Vesna'], 'abeceda')).toEqual(['Vesna', 'William', 'Zoran']);
    expect(sorted(['Yvonne', 'Шабан'], 'azbuka')).toEqual(['Шабан', 'Yvonne']);
  });

  it('ignores spaces at the ends', () => {
    expect(serbianSortKey('  Ана ', 'azbuka')).toBe(serbianSortKey('Ана', 'azbuka'));
  });
});

describe('sortedByReaderName', () => {
  const cities = [{ name: 'Ћуприја' }, { name: 'Јагодина' }, { name: 'Ивањица' }, { name: 'Ada' }];
  it('orders by the reader alphabet, or in English', () => {
    expect(sortedByReaderName(cities, 'sr_cyrillic', (city) => city.name)).toEqual([
      { name: 'Ada' },
      { name: 'Ивањица' },
      { name: 'Јагодина' },
      { name: 'Ћуприја' },
    ]);
    expect(
      sortedByReaderName([{ name: 'b' }, { name: 'A' }, { name: 'c' }], 'en', (city) => city.name),
    ).toEqual([{ name: 'A' }, { name: 'b' }, { name: 'c' }]);
  });
});

describe('sortedByReaderName in English', () => {
  it('folds case and diacritics, so Šumadija sorts with S', () => {
    const names = [
      'Zdravlje Pharmacy',
      'Šumadija Butcher Shop',
      'kafana Stari Grad',
      'Đurić Bakery',
    ];
    expect(sortedByReaderName(names, 'en', (name) => name)).toEqual([
      'Đurić Bakery',
      'kafana Stari Grad',
      'Šumadija Butcher Shop',
      'Zdravlje Pharmacy',
    ]);
  });
});
