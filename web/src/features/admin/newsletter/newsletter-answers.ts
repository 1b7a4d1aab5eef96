import { z } from '@domain/zod.ts';

/** The answers of the newsletter admin functions (server/functions/newsletter-admin.ts). */

export const newsletterOverviewSchema = z.object({
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

export const digestPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  news: z.number(),
  events: z.number(),
});
export type DigestPreview = z.infer<typeof digestPreviewSchema>;

export const sentDigestSchema = z.object({ week: z.string(), mailed: z.number() });
export type SentDigest = z.infer<typeof sentDigestSchema>;
