import type { ComponentProps, ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  /** A visible description; without one the dialog is described by its content only. */
  description?: ReactNode;
  /** Keep the title for screen readers only (e.g. an image viewer). */
  hideTitle?: boolean;
  /** The translated label of the close button. */
  closeLabel: string;
};

/**
 * A modal dialog (Radix): focus is trapped inside, Escape and the close
 * button close it, focus returns to the opener. Always titled for screen readers.
 */
export function DialogContent({
  title,
  description,
  hideTitle = false,
  closeLabel,
  className = '',
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-950/60" />
      <DialogPrimitive.Content
        aria-describedby={description ? undefined : props['aria-describedby']}
        className={
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg ' +
          '-translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 ' +
          `shadow-xl focus:outline-none ${className}`
        }
        {...props}
      >
        <DialogPrimitive.Title
          className={hideTitle ? 'sr-only' : 'pr-8 text-xl font-semibold text-serbian-blue-900'}
        >
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="text-stone-600">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 cursor-pointer rounded-md p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
