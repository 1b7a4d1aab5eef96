import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NarrowPage } from '@/components/narrow-page.tsx';
import { LinkOutcome } from '@/components/link-outcome.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';

interface ConfirmFromMailPageProps {
  title: string;
  /** The page's meta description; none for pages reached only from a mail. */
  description?: string;
  canonicalPath: string;
  texts: {
    intro: string;
    button: string;
    busy: string;
    doneTitle: string;
    done: ReactNode;
    failedTitle: string;
    /** Shown at once when the link has no token. */
    noToken: string;
  };
  /** Confirms with the link's token: null when it worked, else the message why not. */
  confirm: (token: string) => Promise<string | null>;
  /** Under the card (e.g. a link back to the list). */
  children?: ReactNode;
}

type State = { name: 'ready' | 'confirming' | 'done' } | { name: 'failed'; message: string };

/**
 * The landing page of a link from a mail (?token=): a condolence, a claim,
 * a newsletter subscription. Scanner-safe: opening the link only shows a
 * button (a mail scanner that follows links confirms nothing); pressing it
 * calls `confirm`, and the page tells how it went.
 */
export function ConfirmFromMailPage(props: ConfirmFromMailPageProps) {
  const { texts } = props;
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { name: 'ready' } : { name: 'failed', message: texts.noToken },
  );

  async function confirm() {
    setState({ name: 'confirming' });
    const failure = await props.confirm(token);
    setState(failure === null ? { name: 'done' } : { name: 'failed', message: failure });
  }

  return (
    <NarrowPage
      title={props.title}
      description={props.description}
      canonicalPath={props.canonicalPath}
    >
      {state.name === 'done' ? (
        <LinkOutcome ok title={texts.doneTitle}>
          <p>{texts.done}</p>
        </LinkOutcome>
      ) : state.name === 'failed' ? (
        <LinkOutcome ok={false} title={texts.failedTitle}>
          <p>{state.message}</p>
        </LinkOutcome>
      ) : (
        <form
          className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p className="text-stone-700">{texts.intro}</p>
          <SubmitButton
            busy={state.name === 'confirming'}
            busyLabel={texts.busy}
            className="justify-self-start"
          >
            {texts.button}
          </SubmitButton>
        </form>
      )}
      {props.children}
    </NarrowPage>
  );
}
