import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';

/**
 * What an organization's admins read on its manage page (0830, 0832), each
 * through RLS as the signed-in admin: the organization (also while it waits
 * for review), whether the reader is one of its admins, its admins, its
 * waiting invitations and its events.
 */

export type ManagedOrganization = {
  id: string;
  slug: string;
  name_en: string;
  name_sr_cyrl: string | null;
  status: string;
  trusted: boolean;
};

export const manageKey = (slug: string) => ['organization-manage', slug] as const;

export function managedOrganizationQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...manageKey(slug), 'organization'],
    queryFn: async () => {
      const organization = await dataOf<ManagedOrganization | null>(
        supabase
          .from('organizations')
          .select('id, slug, name_en, name_sr_cyrl, status, trusted')
          .eq('slug', slug)
          .maybeSingle(),
      );
      if (!organization) return null;
      const isAdmin = await dataOf<boolean>(
        supabase.rpc('is_organization_admin', { organization: organization.id }),
      );
      return { organization, isAdmin };
    },
  });
}

export type OrganizationAdmin = {
  user_id: string;
  full_name: string;
  email: string;
  added_at: string;
};

export function organizationAdminsQueryOptions(slug: string, organizationId: string) {
  return queryOptions({
    queryKey: [...manageKey(slug), 'admins'],
    queryFn: () =>
      dataOf<OrganizationAdmin[]>(
        supabase.rpc('organization_admin_list', { organization: organizationId }),
      ),
  });
}

export type OrganizationInvite = {
  id: string;
  email: string;
  expires_at: string;
};

export function pendingInvitesQueryOptions(slug: string, organizationId: string) {
  return queryOptions({
    queryKey: [...manageKey(slug), 'invites'],
    queryFn: () =>
      dataOf<OrganizationInvite[]>(
        supabase
          .from('organization_invites')
          .select('id, email, expires_at')
          .eq('organization_id', organizationId)
          .eq('status', 'pending')
          .gt('expires_at', new Date().toISOString())
          .order('created_at', { ascending: false })
          .limit(50),
      ),
  });
}

export type OrganizationEvent = {
  id: string;
  slug: string;
  title_en: string;
  title_sr_cyrl: string | null;
  event_date: string;
  status: string;
  review_note: string | null;
  source_state: string | null;
};

export function organizationEventsQueryOptions(slug: string, organizationId: string) {
  return queryOptions({
    queryKey: [...manageKey(slug), 'events'],
    queryFn: () =>
      dataOf<OrganizationEvent[]>(
        supabase
          .from('events')
          .select(
            'id, slug, title_en, title_sr_cyrl, event_date, status, review_note, source_state',
          )
          .eq('organization_id', organizationId)
          .order('event_date', { ascending: false })
          .limit(100),
      ),
  });
}

export type FeedRefusal = { uid: string; title: string; reason: string };

export type CalendarFeed = {
  id: string;
  url: string;
  last_fetched_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  last_result: {
    imported: number;
    updated: number;
    proposed: number;
    withdrawn: number;
    unchanged: number;
    refusedCount: number;
    refused: FeedRefusal[];
  } | null;
  fetch_requested_at: string | null;
};

/** The organization's calendar feed (0910), or null when none is connected. */
export function calendarFeedQueryOptions(slug: string, organizationId: string) {
  return queryOptions({
    queryKey: [...manageKey(slug), 'calendar-feed'],
    queryFn: () =>
      dataOf<CalendarFeed | null>(
        supabase
          .from('organization_calendar_feeds')
          .select(
            'id, url, last_fetched_at, last_success_at, last_error, last_result, fetch_requested_at',
          )
          .eq('organization_id', organizationId)
          .maybeSingle(),
      ),
  });
}
