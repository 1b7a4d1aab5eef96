/**
 * The /city/:cityName parameter as a key for the case-insensitive match:
 * lower case, letters, digits, spaces and hyphens only (so it cannot change
 * the PostgREST filter it goes into); '' for anything else.
 */
export function cityKey(cityName: string): string {
  const key = cityName.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9 -]*$/.test(key) ? key : '';
}
