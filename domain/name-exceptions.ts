import { cities, provincesStates } from './cities.ts';

/**
 * Names whose Cyrillic form is not the letter-by-letter transliteration of
 * their Latin spelling (domain/name-script.ts): foreign places with an
 * established Serbian form, and Serbian words where a Latin pair is two
 * letters, not a digraph (nad|živeti, pod|župan, in|jekcija). Keys are lower
 * case; a multi-word key matches the whole phrase. The portal's cities,
 * provinces and states come from domain/cities.ts.
 */
const written: Record<string, string> = {
  // Digraph ambiguity: d+ž, n+j, l+j across a prefix.
  nadživeti: 'надживети',
  nadživeo: 'надживео',
  nadživela: 'надживела',
  podžupan: 'поджупан',
  odžaliti: 'оджалити',
  injekcija: 'инјекција',
  konjunkcija: 'конјункција',
  vanjezički: 'ванјезички',
  // Countries and places the portal's readers name most.
  serbia: 'Србија',
  srbija: 'Србија',
  canada: 'Канада',
  kanada: 'Канада',
  usa: 'САД',
  'united states': 'Сједињене Државе',
  'new york': 'Њујорк',
  'los angeles': 'Лос Анђелес',
  chicago: 'Чикаго',
  cleveland: 'Кливленд',
  pittsburgh: 'Питсбург',
  milwaukee: 'Милвоки',
  phoenix: 'Финикс',
  detroit: 'Детроит',
  mississauga: 'Мисисага',
  kitchener: 'Киченер',
  waterloo: 'Ватерло',
  'st. catharines': 'Сент Катаринс',
  bosnia: 'Босна',
  montenegro: 'Црна Гора',
  croatia: 'Хрватска',
  // English names of places in Serbia and the region (as memorials give a birthplace).
  belgrade: 'Београд',
  herzegovina: 'Херцеговина',
  'bosnia and herzegovina': 'Босна и Херцеговина',
  macedonia: 'Македонија',
  'north macedonia': 'Северна Македонија',
  slovenia: 'Словенија',
  germany: 'Немачка',
  austria: 'Аустрија',
};

function fromPlaces(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const place of [...cities, ...provincesStates]) {
    entries[place.name.toLowerCase()] = place.nameSrCyrl;
  }
  return entries;
}

/** Lower-case Latin name or phrase → its Cyrillic form. */
export const nameExceptions: ReadonlyMap<string, string> = new Map(
  Object.entries({ ...fromPlaces(), ...written }),
);
