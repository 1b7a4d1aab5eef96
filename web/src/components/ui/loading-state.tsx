import { LoaderCircle } from 'lucide-react';

/** The loading text of a data view, announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-stone-600">
      <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
      <span>{label}</span>
    </div>
  );
}
