import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CityFormValues,
  CityPageFormValues,
  ProvinceNamesFormValues,
  ProvinceStateFormInput,
} from '@domain/city-schemas.ts';
import { dataOf, throwIfError } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';

/**
 * The Cities page's calls: table writes and one function, all checked in
 * SQL (0850: only admins write; merge_city checks is_admin()).
 */

export interface AdminCityRow {
  id: string;
  slug: string;
  name: string;
  name_sr_latn: string | null;
  name_sr_cyrl: string | null;
  province_state_id: string;
  retired_at: string | null;
  intro_text_en: string | null;
  intro_text_sr_cyrl: string | null;
  intro_text_sr_latn: string | null;
  hero_image_url: string | null;
  city_old_slugs: { slug: string }[];
}

export interface ProvinceStateRow {
  id: string;
  code: string;
  name: string;
  name_sr_cyrl: string;
  name_sr_latn: string | null;
  country: 'Canada' | 'USA';
  timezone: string;
  retired_at: string | null;
}

/** Every city, retired ones too (staff read them, 0850), with its old addresses. */
export function adminCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['cities', 'admin'],
    meta: { errorToast: false },
    queryFn: (): Promise<AdminCityRow[]> =>
      dataOf(
        supabase
          .from('cities')
          .select(
            'id, slug, name, name_sr_latn, name_sr_cyrl, province_state_id, retired_at, intro_text_en, intro_text_sr_cyrl, intro_text_sr_latn, hero_image_url, city_old_slugs(slug)',
          )
          .order('slug')
          .limit(1000),
      ) as Promise<AdminCityRow[]>,
  });
}

export function provincesStatesQueryOptions() {
  return queryOptions({
    queryKey: ['provinces-states'],
    meta: { errorToast: false },
    queryFn: (): Promise<ProvinceStateRow[]> =>
      dataOf(
        supabase
          .from('provinces_states')
          .select('id, code, name, name_sr_cyrl, name_sr_latn, country, timezone, retired_at')
          .order('code')
          .limit(1000),
      ) as Promise<ProvinceStateRow[]>,
  });
}

/** After any change: the admin list, the public list every menu reads, and city addresses. */
export function refreshCities(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['cities'] });
}

export async function addCity(city: CityFormValues) {
  const { error } = await supabase.from('cities').insert(city);
  throwIfError(error);
}

export async function updateCity(id: string, city: CityFormValues) {
  const { error } = await supabase.from('cities').update(city).eq('id', id);
  throwIfError(error);
}

export async function setCityRetired(id: string, retired: boolean) {
  const retiredAt = retired ? new Date().toISOString() : null;
  const { error } = await supabase.from('cities').update({ retired_at: retiredAt }).eq('id', id);
  throwIfError(error);
}

/** Moves everything of `mergedId` to `keptId`; answers the kept city's slug. */
export async function mergeCity(mergedId: string, keptId: string): Promise<string> {
  return dataOf(supabase.rpc('merge_city', { merged_city: mergedId, kept_city: keptId }));
}

export async function addProvinceState(province: ProvinceStateFormInput) {
  const { name_sr_latn: latin, ...names } = province;
  const { error } = await supabase
    .from('provinces_states')
    .insert({ ...names, name_sr_latn: latin?.trim() || null });
  throwIfError(error);
}

/** The city page's intro in three scripts and its hero image (a kept /media/ path). */
export async function updateCityPage(id: string, page: CityPageFormValues) {
  const { error } = await supabase.from('cities').update(page).eq('id', id);
  throwIfError(error);
}

export async function renameProvinceState(id: string, names: ProvinceNamesFormValues) {
  const { error } = await supabase.from('provinces_states').update(names).eq('id', id);
  throwIfError(error);
}

/** Refused (23514, `province_has_live_cities`) while the province has a live city (0920). */
export async function setProvinceStateRetired(id: string, retired: boolean) {
  const retiredAt = retired ? new Date().toISOString() : null;
  const { error } = await supabase
    .from('provinces_states')
    .update({ retired_at: retiredAt })
    .eq('id', id);
  throwIfError(error);
}
