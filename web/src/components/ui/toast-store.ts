/**
 * The toast queue (SPEC §4, §9): at most one toast at a time, a new one
 * replaces the older; the store's default duration is 5000 ms, product toasts
 * pass 3000 ms; `Infinity` keeps a toast until it is dismissed. The timer
 * itself runs in Radix Toast (which pauses it while hovered or focused).
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** What a screen reader announces for the action (Radix requires it). */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastAction;
}

export interface Toast extends ToastInput {
  id: string;
  variant: ToastVariant;
  duration: number;
}

export const TOAST_LIMIT = 1;
export const DEFAULT_TOAST_DURATION = 5000;
export const PRODUCT_TOAST_DURATION = 3000;

export function createToastStore() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const publish = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  return {
    /** Shows a toast, dropping the oldest beyond the limit; returns its id. */
    show(input: ToastInput): string {
      const toast: Toast = {
        ...input,
        id: String(nextId++),
        variant: input.variant ?? 'default',
        duration: input.duration ?? DEFAULT_TOAST_DURATION,
      };
      publish([toast, ...toasts].slice(0, TOAST_LIMIT));
      return toast.id;
    },
    dismiss(id: string) {
      if (toasts.some((toast) => toast.id === id)) {
        publish(toasts.filter((toast) => toast.id !== id));
      }
    },
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one store, rendered by <Toaster />. */
export const toastStore = createToastStore();

export function showToast(input: ToastInput): string {
  return toastStore.show(input);
}
