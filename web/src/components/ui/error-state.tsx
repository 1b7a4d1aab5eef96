import { CircleAlert } from 'lucide-react';

/** The message of a data view whose read failed; the error itself is logged by the caller. */
export function ErrorState({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-center justify-center gap-3 rounded-xl border border-heritage-red-600/30 bg-heritage-red-50 px-6 py-8 text-heritage-red-700"
    >
      <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
