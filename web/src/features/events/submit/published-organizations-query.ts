import { queryOptions } from '@tanstack/react-query';
import { throwIfError } from '@/lib/data-error.ts';

export interface OrganizationChoice {
  id: string;
  name_en: string;
  name_sr_cyrl: string | null;
}

/**
 * Published organizations for the event form's related-organization picker.
 * The REST client loads with the first read, not with the form (issue 9's
 * budget: the form is the largest public route).
 */
export function publishedOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: ['organizations', 'choices'],
    queryFn: async (): Promise<OrganizationChoice[]> => {
      const { rest } = await import('@/lib/rest-client.ts');
      const { data, error } = await (
        await rest()
      )
        .from('organizations')
        .select('id, name_en, name_sr_cyrl')
        .eq('status', 'published')
        .order('name_en', { ascending: true });
      throwIfError(error);
      return data;
    },
  });
}
