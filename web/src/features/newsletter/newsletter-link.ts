import { isLanguage } from '@domain/language.ts';
import { DataError } from '@/lib/data-error.ts';
import { chooseLanguage } from '@/lib/i18n.ts';

export type LinkFailure =
  'no_token' | 'link_invalid' | 'over_request_rate_limit' | 'network' | 'generic';

/**
 * Follows a newsletter link's token through its function (newsletter-confirm
 * or newsletter-unsubscribe) and switches the page to the subscriber's
 * language, so the answer is read in it. Returns the failure, if any.
 */
export async function followNewsletterLink(
  name: 'newsletter-confirm' | 'newsletter-unsubscribe',
  token: string,
): Promise<LinkFailure | null> {
  if (!token) return 'no_token';
  const { invokeFunction } = await import('@/lib/invoke-function.ts');
  try {
    const answer = await invokeFunction(name, { token });
    if (isLanguage(answer.language)) await chooseLanguage(answer.language);
    return null;
  } catch (error) {
    const code = error instanceof DataError ? error.code : 'generic';
    return code === 'link_invalid' || code === 'over_request_rate_limit' || code === 'network'
      ? code
      : 'generic';
  }
}
