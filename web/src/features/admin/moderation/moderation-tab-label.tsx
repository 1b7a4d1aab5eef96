import { useQuery } from '@tanstack/react-query';
import type { pendingCountQueryOptions } from './moderation-queries.ts';

/** A tab's name with the number of items waiting. */
export function ModerationTabLabel({
  label,
  count,
}: {
  label: string;
  /** The count query (pending rows, claims or reports). */
  count: ReturnType<typeof pendingCountQueryOptions>;
}) {
  const waiting = useQuery(count);
  return (
    <>
      {label}
      {waiting.data !== undefined && (
        <span className="rounded-full bg-serbian-blue-700 px-2 text-xs font-semibold text-white">
          <span className="sr-only">(</span>
          {waiting.data}
          <span className="sr-only">)</span>
        </span>
      )}
    </>
  );
}
