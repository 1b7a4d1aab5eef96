import { CircleCheck, type LucideIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useFocusOnMount } from './use-focus-on-mount.ts';

interface SuccessNoticeProps {
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
}

/**
 * The green "sent" card that replaces a small form where it stood; it
 * scrolls into view and takes focus, so a screen reader reads it next and
 * nobody wonders whether to send again.
 */
export function SuccessNotice({ title, icon: Icon = CircleCheck, children }: SuccessNoticeProps) {
  const card = useRef<HTMLDivElement>(null);
  useFocusOnMount(card);
  return (
    <div
      ref={card}
      role="status"
      tabIndex={-1}
      className="grid gap-2 rounded-xl border border-green-300 bg-green-50 p-6 text-green-900 outline-none focus-visible:ring-2 focus-visible:ring-green-700"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5" />
        {title}
      </p>
      {children}
    </div>
  );
}
