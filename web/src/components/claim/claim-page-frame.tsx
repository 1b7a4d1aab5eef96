import type { ReactNode } from 'react';
import { PageHead } from '../page-head.tsx';

/** A claim page's head, its h1 and what follows (the form, or why it cannot be claimed). */
export function ClaimPageFrame(props: {
  title: string;
  canonicalPath: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <PageHead title={props.title} description={props.title} canonicalPath={props.canonicalPath} />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">{props.title}</h1>
      {props.children}
    </div>
  );
}

/** Said instead of the form when the item has an owner already. */
export function NotClaimableNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-heritage-red-600 bg-heritage-red-50 p-6 text-heritage-red-700"
    >
      {children}
    </p>
  );
}
