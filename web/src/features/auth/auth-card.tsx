import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';

/** The frame of every account screen: a narrow card with the page title. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <DocumentTitle title={title} />
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-serbian-blue-800">{title}</h1>
        {intro && <p className="mt-2 text-stone-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** How a link looks on the account screens. */
export const authLinkClass = 'font-medium text-serbian-blue-700 underline underline-offset-2';

/** The line under an account form: an optional question, then the link that answers it. */
export function AuthCardLink({
  to,
  question,
  children,
}: {
  to: string;
  question?: string;
  children: ReactNode;
}) {
  return (
    <p className="mt-6 text-center text-sm text-stone-700">
      {question && `${question} `}
      <Link to={to} className={authLinkClass}>
        {children}
      </Link>
    </p>
  );
}
