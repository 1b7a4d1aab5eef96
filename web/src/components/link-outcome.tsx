import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { SuccessNotice } from '@/components/ui/success-notice.tsx';

/** The result card of a link from a mail: green when it worked, red with the reason when not. */
export function LinkOutcome({
  ok,
  title,
  children,
}: {
  ok: boolean;
  title: string;
  children: ReactNode;
}) {
  if (ok) return <SuccessNotice title={title}>{children}</SuccessNotice>;
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-xl border border-heritage-red-600 bg-heritage-red-50 p-6 text-heritage-red-700"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleAlert aria-hidden="true" className="size-5" />
        {title}
      </p>
      {children}
    </div>
  );
}
