import { queryOptions } from '@tanstack/react-query';
import { z } from '@domain/zod.ts';
import { invokeFunction } from '@/lib/invoke-function.ts';

/**
 * The newsletter tab's data, from the admin-only functions newsletter-overview
 * / -preview / -send-digest (server/functions/newsletter-admin.ts). Their
 * answers are not database rows: each is parsed, so a changed answer fails
 * here with a clear error instead of drawing undefined.
 */

const newsletterOverviewSchema = z.object({
  week: z.string(),
  subscribers: z.partialRecord(z.enum(['confirmed', 'pending', 'unsubscribed']), z.number()),
  digests: z.array(
    z.object({
      week: z.string(),
      startedAt: z.string(),
      completedAt: z.string().nullable(),
      recipients: z.number(),
    }),
  ),
});
export type NewsletterOverview = z.infer<typeof newsletterOverviewSchema>;

const digestPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  news: z.number(),
  events: z.number(),
});
export type DigestPreview = z.infer<typeof digestPreviewSchema>;

const sentDigestSchema = z.object({ week: z.string(), mailed: z.number() });

export const newsletterOverviewKey = ['admin-newsletter-overview'] as const;

export function newsletterOverviewQueryOptions() {
  return queryOptions({
    queryKey: newsletterOverviewKey,
    queryFn: async () =>
      newsletterOverviewSchema.parse(await invokeFunction('newsletter-overview', {})),
  });
}

export async function previewDigest(request: {
  language: string;
  cities: string[];
}): Promise<DigestPreview> {
  return digestPreviewSchema.parse(await invokeFunction('newsletter-preview', request));
}

export async function sendDigest(): Promise<z.infer<typeof sentDigestSchema>> {
  return sentDigestSchema.parse(await invokeFunction('newsletter-send-digest', {}));
}
