import { routes } from '@domain/routes.ts';
import { ConfirmFromMailPage } from '@/components/confirm-from-mail-page.tsx';
import type { TFunction } from '@/lib/translator.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { followNewsletterLink, type LinkFailure } from './newsletter-link.ts';

function failureText(t: TFunction, failure: LinkFailure): string {
  if (failure === 'link_invalid' || failure === 'no_token')
    return t(`newsletter.confirm.${failure}`);
  return t(`newsletter.errors.${failure}`);
}

/**
 * /newsletter/confirm?token=: the second step of the double opt-in; pressing
 * the button records the consent.
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();

  async function confirm(token: string): Promise<string | null> {
    const failure = await followNewsletterLink('newsletter-confirm', token);
    return failure ? failureText(t, failure) : null;
  }

  return (
    <ConfirmFromMailPage
      title={t('newsletter.confirm.title')}
      canonicalPath={routes.newsletterConfirm}
      texts={{
        intro: t('newsletter.confirm.intro'),
        button: t('newsletter.confirm.button'),
        busy: t('newsletter.confirm.confirming'),
        doneTitle: t('newsletter.confirm.doneTitle'),
        done: t('newsletter.confirm.doneText'),
        failedTitle: t('newsletter.confirm.failedTitle'),
        noToken: failureText(t, 'no_token'),
      }}
      confirm={confirm}
    />
  );
}
