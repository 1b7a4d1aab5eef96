import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { NarrowPage } from '@/components/narrow-page.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import type { TFunction } from '@/lib/translator.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { LinkOutcome } from '@/components/link-outcome.tsx';
import { followNewsletterLink, type LinkFailure } from './newsletter-link.ts';

type State = { name: 'working' } | { name: 'done' } | { name: 'failed'; failure: LinkFailure };

function failureText(t: TFunction, failure: LinkFailure): string {
  if (failure === 'link_invalid' || failure === 'no_token')
    return t(`newsletter.unsubscribe.${failure}`);
  return t(`newsletter.errors.${failure}`);
}

/**
 * /newsletter/unsubscribe?token=: the one-click unsubscribe link of every
 * newsletter. Opening it unsubscribes (no sign-in, nothing to press; doing it
 * twice answers the same) and confirms in the subscriber's language.
 */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>({ name: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void followNewsletterLink('newsletter-unsubscribe', token).then((failure) => {
      if (current) setState(failure ? { name: 'failed', failure } : { name: 'done' });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <NarrowPage
      title={t('newsletter.unsubscribe.title')}
      canonicalPath={routes.newsletterUnsubscribe}
    >
      {state.name === 'working' ? (
        <LoadingState label={t('newsletter.unsubscribe.working')} />
      ) : state.name === 'done' ? (
        <LinkOutcome ok title={t('newsletter.unsubscribe.doneTitle')}>
          <p>{t('newsletter.unsubscribe.doneText')}</p>
        </LinkOutcome>
      ) : (
        <LinkOutcome ok={false} title={t('newsletter.unsubscribe.failedTitle')}>
          <p>{failureText(t, state.failure)}</p>
          {(state.failure === 'network' ||
            state.failure === 'generic' ||
            state.failure === 'over_request_rate_limit') && (
            <Button
              variant="secondary"
              className="justify-self-start"
              onClick={() => {
                setState({ name: 'working' });
                setAttempt((count) => count + 1);
              }}
            >
              {t('newsletter.unsubscribe.retry')}
            </Button>
          )}
        </LinkOutcome>
      )}
    </NarrowPage>
  );
}
