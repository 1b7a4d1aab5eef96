import { z } from '@domain/zod.ts';

/** What the newsletter-preferences function answers for a link's token (parsed, not cast). */
export const preferencesAnswerSchema = z.object({
  email: z.string(),
  language: z.string(),
  cities: z.array(z.string()),
  subscribed: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesAnswerSchema>;
