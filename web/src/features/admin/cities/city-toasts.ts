import type { TFunction } from '@/lib/translator.ts';
import { toastFailure } from '../admin-toast.ts';
import type { CityAdminErrorKey } from './city-admin-error.ts';

/** A failed change, told in the admin's language (never the server's text). */
export function toastCityFailure(t: TFunction, key: CityAdminErrorKey) {
  toastFailure(t('adminCities.failedTitle'), new Error(t(`adminCities.errors.${key}`)));
}
