import { queryOptions } from '@tanstack/react-query';

export interface OrganizationChoice {
  id: string;
  name_en: string;
  name_sr_cyrl: string | null;
}

/**
 * The organizations the event form's picker offers: published ones without
 * admins, and those the signed-in person runs (event_organization_choices,
 * 0832: once an organization has admins, only they post events as it).
 * The REST client loads with the first read, not with the form (issue 9's
 * budget: the form is the largest public route).
 */
export function publishedOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: ['organizations', 'choices'],
    queryFn: async (): Promise<OrganizationChoice[]> => {
      const { read } = await import('@/lib/rest-client.ts');
      return read((client) => client.rpc('event_organization_choices'));
    },
  });
}
