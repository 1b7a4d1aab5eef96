import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';

interface CallToActionProps {
  heading: string;
  text: string;
  to: string;
  buttonLabel: string;
}

/** A calm blue band inviting the reader to contribute (submit an event, add an organization …). */
export function CallToAction({ heading, text, to, buttonLabel }: CallToActionProps) {
  return (
    <aside className="flex flex-col items-start gap-4 rounded-2xl bg-serbian-blue-800 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{heading}</h2>
        <p className="text-serbian-blue-100">{text}</p>
      </div>
      <Button asChild variant="secondary" className="shrink-0">
        <Link to={to}>{buttonLabel}</Link>
      </Button>
    </aside>
  );
}
