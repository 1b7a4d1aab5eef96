import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { DEFAULT_TOAST_DURATION, type Toast, toastStore } from './toast-store.ts';

const variantClasses = {
  default: 'border-stone-200 bg-white text-stone-900',
  destructive: 'border-heritage-red-700 bg-heritage-red-600 text-white',
} as const;

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Root
      defaultOpen
      duration={toast.duration}
      onOpenChange={(open) => {
        if (!open) toastStore.dismiss(toast.id);
      }}
      className={`relative flex items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${variantClasses[toast.variant]} data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]`}
    >
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
        {toast.description && (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {toast.description}
          </ToastPrimitive.Description>
        )}
      </div>
      {toast.action && (
        <ToastPrimitive.Action
          altText={toast.action.altText}
          onClick={toast.action.onClick}
          className="shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
        >
          {toast.action.label}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label={t('toast.close')}
        className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Renders the toast store with Radix Toast: swipe right past 50 px to dismiss,
 * F8 moves focus to the notifications region.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={50}
      duration={DEFAULT_TOAST_DURATION}
      label={t('toast.announcement')}
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={t('toast.viewportLabel')}
        className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
