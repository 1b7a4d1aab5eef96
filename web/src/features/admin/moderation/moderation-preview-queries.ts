import { queryOptions } from '@tanstack/react-query';
import { type EventRow, eventSelect, type OrganizationRow } from '@/lib/content-rows.ts';
import { dataOf } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';
import type { Business } from '@/api/business-row.ts';
import { type Memorial, memorialDetailColumns } from '@/api/memorial-row.ts';
import type { NewsArticleRow } from '@/api/news-article-query.ts';

/**
 * One waiting row read with its public page's columns, typed by the generated
 * Database types, for the queue's preview (RLS lets editors read it). null
 * when it is gone (decided in another tab).
 */
const previewKey = (table: string, id: string) => ['moderation', table, 'preview', id];

export function eventPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: previewKey('events', id),
    queryFn: (): Promise<EventRow | null> =>
      dataOf(supabase.from('events').select(eventSelect).eq('id', id).maybeSingle()),
  });
}

export function newsPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: previewKey('news', id),
    queryFn: (): Promise<NewsArticleRow | null> =>
      dataOf(supabase.from('news').select('*, profiles(full_name)').eq('id', id).maybeSingle()),
  });
}

export function organizationPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: previewKey('organizations', id),
    queryFn: (): Promise<OrganizationRow | null> =>
      dataOf(supabase.from('organizations').select('*').eq('id', id).maybeSingle()),
  });
}

export function memorialPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: previewKey('memorials', id),
    queryFn: async (): Promise<Memorial | null> => {
      // The page's own columns: the funeral service block (and its time zone) included.
      const data = await dataOf(
        supabase.from('memorials').select(memorialDetailColumns).eq('id', id).maybeSingle(),
      );
      return data && { ...data, gallery_image_urls: data.gallery_image_urls ?? [] };
    },
  });
}

export function businessPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: previewKey('businesses', id),
    queryFn: async (): Promise<Business | null> => {
      const data = await dataOf(
        supabase
          .from('businesses')
          .select(
            'id, slug, name_en, name_sr_cyrl, description_en, description_sr_cyrl, category, city_tag, address, phone, email, website, image_url, featured',
          )
          .eq('id', id)
          .maybeSingle(),
      );
      // The directory's own card, as the listing will appear: not yet claimable.
      return data && { ...data, claimable: false };
    },
  });
}
