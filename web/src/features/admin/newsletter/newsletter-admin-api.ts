import { queryOptions } from '@tanstack/react-query';
import type { FunctionAnswer, FunctionInput } from '@domain/server-functions.ts';
import { invokeFunction } from '@/lib/invoke-function.ts';

/**
 * The newsletter tab's data, from the admin-only functions newsletter-overview
 * / -preview / -send-digest (server/functions/newsletter-admin.ts). Their
 * answers are typed by the registry of server functions
 * (domain/server-functions.ts), whose answer schemas the server's tests hold
 * every answer to; they are not parsed again here (decision 037).
 */

export type NewsletterOverview = FunctionAnswer<'newsletter-overview'>;
export type DigestPreview = FunctionAnswer<'newsletter-preview'>;
export type SentDigest = FunctionAnswer<'newsletter-send-digest'>;

export const newsletterOverviewKey = ['admin-newsletter-overview'] as const;

export function newsletterOverviewQueryOptions() {
  return queryOptions({
    queryKey: newsletterOverviewKey,
    queryFn: () => invokeFunction('newsletter-overview', {}),
  });
}

export function previewDigest(
  request: FunctionInput<'newsletter-preview'>,
): Promise<DigestPreview> {
  return invokeFunction('newsletter-preview', request);
}

export function sendDigest(): Promise<SentDigest> {
  return invokeFunction('newsletter-send-digest', {});
}
