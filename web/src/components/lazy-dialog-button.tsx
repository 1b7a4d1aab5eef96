import { type ReactNode, type RefObject, Suspense, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';

export interface DialogHandle {
  /** The button that opened the dialog; focus returns to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

type LazyDialogButtonProps = Omit<ButtonProps, 'ref' | 'onClick'> & {
  /** The dialog, usually a lazy() component: its code loads on the first click. */
  dialog: (handle: DialogHandle) => ReactNode;
};

/** A button that opens a dialog, mounted only while open and loaded on the first click. */
export function LazyDialogButton({ dialog, children, ...buttonProps }: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        {...buttonProps}
      >
        {children}
      </Button>
      {open && (
        <Suspense fallback={null}>{dialog({ opener, onClose: () => setOpen(false) })}</Suspense>
      )}
    </>
  );
}
