import { queryOptions } from '@tanstack/react-query';
import { invokeFunction } from '@/lib/invoke-function.ts';
import type { DigestPreview, SentDigest } from './newsletter-answers.ts';

/**
 * The newsletter tab's data, from the admin-only functions newsletter-overview
 * / -preview / -send-digest (server/functions/newsletter-admin.ts). Their
 * answers are not database rows: each is parsed (newsletter-answers.ts,
 * loaded with the first call: zod is large), so a changed answer fails here
 * with a clear error instead of drawing undefined.
 */

const answers = () => import('./newsletter-answers.ts');

export const newsletterOverviewKey = ['admin-newsletter-overview'] as const;

export function newsletterOverviewQueryOptions() {
  return queryOptions({
    queryKey: newsletterOverviewKey,
    queryFn: async () => {
      const { newsletterOverviewSchema } = await answers();
      return newsletterOverviewSchema.parse(await invokeFunction('newsletter-overview', {}));
    },
  });
}

export async function previewDigest(request: {
  language: string;
  cities: string[];
}): Promise<DigestPreview> {
  const { digestPreviewSchema } = await answers();
  return digestPreviewSchema.parse(await invokeFunction('newsletter-preview', request));
}

export async function sendDigest(): Promise<SentDigest> {
  const { sentDigestSchema } = await answers();
  return sentDigestSchema.parse(await invokeFunction('newsletter-send-digest', {}));
}
