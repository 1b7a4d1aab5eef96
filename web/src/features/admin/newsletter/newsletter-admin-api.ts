import { queryOptions } from '@tanstack/react-query';
import { invokeFunction } from '@/lib/invoke-function.ts';

/** The newsletter tab's data, from the admin-only functions newsletter-overview / -preview / -send-digest. */

export interface NewsletterOverview {
  week: string;
  subscribers: Partial<Record<'confirmed' | 'pending' | 'unsubscribed', number>>;
  digests: { week: string; startedAt: string; completedAt: string | null; recipients: number }[];
}

export interface DigestPreview {
  subject: string;
  text: string;
  news: number;
  events: number;
}

export const newsletterOverviewKey = ['admin-newsletter-overview'] as const;

export function newsletterOverviewQueryOptions() {
  return queryOptions({
    queryKey: newsletterOverviewKey,
    queryFn: async () =>
      (await invokeFunction('newsletter-overview', {})) as unknown as NewsletterOverview,
  });
}

export async function previewDigest(request: {
  language: string;
  cities: string[];
}): Promise<DigestPreview> {
  return (await invokeFunction('newsletter-preview', request)) as unknown as DigestPreview;
}

export async function sendDigest(): Promise<{ week: string; mailed: number }> {
  return (await invokeFunction('newsletter-send-digest', {})) as unknown as {
    week: string;
    mailed: number;
  };
}
