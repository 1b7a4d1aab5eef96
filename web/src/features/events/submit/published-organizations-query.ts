import { queryOptions } from '@tanstack/react-query';

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
      const { read } = await import('@/lib/rest-client.ts');
      return read((client) =>
        client
          .from('organizations')
          .select('id, name_en, name_sr_cyrl')
          .eq('status', 'published')
          .order('name_en', { ascending: true }),
      );
    },
  });
}
