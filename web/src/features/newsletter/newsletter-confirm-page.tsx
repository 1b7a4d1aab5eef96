import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import type { TFunction } from '@/lib/translator.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { LinkOutcome } from './link-outcome.tsx';
import { followNewsletterLink, type LinkFailure } from './newsletter-link.ts';

type State =
  | { name: 'ready' }
  | { name: 'confirming' }
  | { name: 'done' }
  | { name: 'failed'; failure: LinkFailure };

function failureText(t: TFunction, failure: LinkFailure): string {
  if (failure === 'link_invalid' || failure === 'no_token')
    return t(`newsletter.confirm.${failure}`);
  return t(`newsletter.errors.${failure}`);
}

/**
 * /newsletter/confirm?token=: the second step of the double opt-in. Opening
 * the link only shows a button (a mail scanner that follows links confirms
 * nothing); pressing it records the consent.
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { name: 'ready' } : { name: 'failed', failure: 'no_token' },
  );

  async function confirm() {
    setState({ name: 'confirming' });
    const failure = await followNewsletterLink('newsletter-confirm', token);
    setState(failure ? { name: 'failed', failure } : { name: 'done' });
  }

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <PageHead title={t('newsletter.confirm.title')} canonicalPath={routes.newsletterConfirm} />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">
        {t('newsletter.confirm.title')}
      </h1>
      {state.name === 'done' ? (
        <LinkOutcome ok title={t('newsletter.confirm.doneTitle')}>
          <p>{t('newsletter.confirm.doneText')}</p>
        </LinkOutcome>
      ) : state.name === 'failed' ? (
        <LinkOutcome ok={false} title={t('newsletter.confirm.failedTitle')}>
          <p>{failureText(t, state.failure)}</p>
        </LinkOutcome>
      ) : (
        <form
          className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p className="text-stone-700">{t('newsletter.confirm.intro')}</p>
          <SubmitButton
            busy={state.name === 'confirming'}
            busyLabel={t('newsletter.confirm.confirming')}
            className="justify-self-start"
          >
            {t('newsletter.confirm.button')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
