import { CheckCircle2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { Button } from '../ui/button.tsx';
import { useFocusOnMount } from '../ui/use-focus-on-mount.ts';

interface SubmissionSuccessProps {
  /** Already translated; "Submission Successful!" unless told. */
  title?: string;
  /** What happens next, already translated. */
  text: string;
  /** Where to go on; the dashboard unless told. */
  next?: { to: string; label: string };
}

/**
 * The screen after a successful submission (SPEC §8). It replaces the form
 * where it stood, scrolls into view and takes focus on its heading, so
 * nobody is left looking at the footer wondering whether to submit again.
 */
export function SubmissionSuccess({ title, text, next }: SubmissionSuccessProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <section
      role="status"
      className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-16 text-center"
    >
      <CheckCircle2 aria-hidden="true" className="h-14 w-14 text-emerald-600" />
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-serbian-blue-300"
      >
        {title ?? t('submissions.successTitle')}
      </h1>
      <p className="text-lg text-stone-700">{text}</p>
      <Button asChild>
        <Link to={next?.to ?? routes.dashboard}>
          {next?.label ?? t('submissions.backToDashboard')}
        </Link>
      </Button>
    </section>
  );
}
