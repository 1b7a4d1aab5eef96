/**
 * The cities and provinces or states of the first release, as migration
 * 0850 seeds them into `public.cities` and `public.provinces_states`. From
 * then on cities are data the admins manage (/admin/cities, decision 030):
 * pages read the table, never this list; the demo seed and tests build
 * their rows from it. Content rows name a city by its slug (`city_tag`).
 */

export interface ProvinceState {
  code: string;
  name: string;
  nameSrCyrl: string;
  country: 'Canada' | 'USA';
  /** IANA time zone that events in its cities default to. */
  timezone: string;
}

export interface City {
  slug: string;
  name: string;
  nameSrCyrl: string;
  provinceCode: string;
}

export const provincesStates: readonly ProvinceState[] = [
  {
    code: 'ON',
    name: 'Ontario',
    nameSrCyrl: 'Онтарио',
    country: 'Canada',
    timezone: 'America/Toronto',
  },
  {
    code: 'QC',
    name: 'Quebec',
    nameSrCyrl: 'Квебек',
    country: 'Canada',
    timezone: 'America/Toronto',
  },
  {
    code: 'AB',
    name: 'Alberta',
    nameSrCyrl: 'Алберта',
    country: 'Canada',
    timezone: 'America/Edmonton',
  },
  {
    code: 'BC',
    name: 'British Columbia',
    nameSrCyrl: 'Британска Колумбија',
    country: 'Canada',
    timezone: 'America/Vancouver',
  },
  {
    code: 'MB',
    name: 'Manitoba',
    nameSrCyrl: 'Манитоба',
    country: 'Canada',
    timezone: 'America/Winnipeg',
  },
  {
    code: 'SK',
    name: 'Saskatchewan',
    nameSrCyrl: 'Саскачеван',
    country: 'Canada',
    timezone: 'America/Regina',
  },
  {
    code: 'NY',
    name: 'New York',
    nameSrCyrl: 'Њујорк',
    country: 'USA',
    timezone: 'America/New_York',
  },
  {
    code: 'IL',
    name: 'Illinois',
    nameSrCyrl: 'Илиноис',
    country: 'USA',
    timezone: 'America/Chicago',
  },
  { code: 'OH', name: 'Ohio', nameSrCyrl: 'Охајо', country: 'USA', timezone: 'America/New_York' },
  {
    code: 'PA',
    name: 'Pennsylvania',
    nameSrCyrl: 'Пенсилванија',
    country: 'USA',
    timezone: 'America/New_York',
  },
  {
    code: 'CA',
    name: 'California',
    nameSrCyrl: 'Калифорнија',
    country: 'USA',
    timezone: 'America/Los_Angeles',
  },
  {
    code: 'AZ',
    name: 'Arizona',
    nameSrCyrl: 'Аризона',
    country: 'USA',
    timezone: 'America/Phoenix',
  },
  {
    code: 'WI',
    name: 'Wisconsin',
    nameSrCyrl: 'Висконсин',
    country: 'USA',
    timezone: 'America/Chicago',
  },
];

/** SPEC section 2: the sixteen city slugs of the first release, in the SPEC's order. */
export const cities: readonly City[] = [
  { slug: 'toronto', name: 'Toronto', nameSrCyrl: 'Торонто', provinceCode: 'ON' },
  { slug: 'ottawa', name: 'Ottawa', nameSrCyrl: 'Отава', provinceCode: 'ON' },
  { slug: 'hamilton', name: 'Hamilton', nameSrCyrl: 'Хамилтон', provinceCode: 'ON' },
  { slug: 'london', name: 'London', nameSrCyrl: 'Лондон', provinceCode: 'ON' },
  { slug: 'niagara', name: 'Niagara', nameSrCyrl: 'Нијагара', provinceCode: 'ON' },
  { slug: 'windsor', name: 'Windsor', nameSrCyrl: 'Виндзор', provinceCode: 'ON' },
  {
    slug: 'kitchener-waterloo',
    name: 'Kitchener-Waterloo',
    nameSrCyrl: 'Киченер-Ватерло',
    provinceCode: 'ON',
  },
  { slug: 'montreal', name: 'Montreal', nameSrCyrl: 'Монтреал', provinceCode: 'QC' },
  { slug: 'laval', name: 'Laval', nameSrCyrl: 'Лавал', provinceCode: 'QC' },
  { slug: 'calgary', name: 'Calgary', nameSrCyrl: 'Калгари', provinceCode: 'AB' },
  { slug: 'edmonton', name: 'Edmonton', nameSrCyrl: 'Едмонтон', provinceCode: 'AB' },
  { slug: 'vancouver', name: 'Vancouver', nameSrCyrl: 'Ванкувер', provinceCode: 'BC' },
  { slug: 'victoria', name: 'Victoria', nameSrCyrl: 'Викторија', provinceCode: 'BC' },
  { slug: 'winnipeg', name: 'Winnipeg', nameSrCyrl: 'Винипег', provinceCode: 'MB' },
  { slug: 'regina', name: 'Regina', nameSrCyrl: 'Реџајна', provinceCode: 'SK' },
  { slug: 'saskatoon', name: 'Saskatoon', nameSrCyrl: 'Саскатун', provinceCode: 'SK' },
];

/** The earlier reading of SPEC section 2 lists nine cities; all are above. */
export const nineCitySlugs = [
  'toronto',
  'vancouver',
  'calgary',
  'edmonton',
  'winnipeg',
  'ottawa',
  'montreal',
  'hamilton',
  'windsor',
] as const;
