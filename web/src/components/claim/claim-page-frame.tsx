import type { ReactNode } from 'react';
import { NarrowPage } from '../narrow-page.tsx';

/** A claim page's head, its h1 and what follows (the form, or why it cannot be claimed). */
export function ClaimPageFrame(props: {
  title: string;
  canonicalPath: string;
  children: ReactNode;
}) {
  return (
    <NarrowPage title={props.title} description={props.title} canonicalPath={props.canonicalPath}>
      {props.children}
    </NarrowPage>
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
