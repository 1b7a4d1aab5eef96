import { DataError } from '@/lib/data-error.ts';

export type CityAdminErrorKey =
  | 'slugTaken'
  | 'codeTaken'
  | 'tooMany'
  | 'denied'
  | 'mergeSame'
  | 'mergeIntoRetired'
  | 'provinceHasCities'
  | 'provinceRetired'
  | 'notFound'
  | 'invalid'
  | 'failed';

/**
 * A failed change of the Cities page as the key of its translated message
 * (adminCities.errors.*), by the answer's code and, for the merge, the
 * stable code migrations 0850 and 0920 put in `details`; never the server's text.
 */
export function cityAdminErrorKey(error: unknown, what: 'city' | 'province'): CityAdminErrorKey {
  if (!(error instanceof DataError)) return 'failed';
  if (error.details === 'city_merge_same') return 'mergeSame';
  if (error.details === 'city_merge_into_retired') return 'mergeIntoRetired';
  if (error.details === 'province_has_live_cities') return 'provinceHasCities';
  if (error.details === 'province_retired') return 'provinceRetired';
  switch (error.code) {
    case '23505':
      return what === 'city' ? 'slugTaken' : 'codeTaken';
    case '23514':
    case '22023':
    case '22001':
    case '23502':
      return 'invalid';
    case 'PGRST429':
    case 'PT429':
      return 'tooMany';
    case '42501':
      return 'denied';
    case 'PT404':
      return 'notFound';
    default:
      return 'failed';
  }
}
