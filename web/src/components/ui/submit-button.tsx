import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';

type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** True from the submit until the answer: the button is disabled and says so. */
  busy: boolean;
  busyLabel: ReactNode;
};

/** A form's submit button: one submission at a time, "Sending…" while it runs. */
export function SubmitButton({ busy, busyLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" {...props} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}
