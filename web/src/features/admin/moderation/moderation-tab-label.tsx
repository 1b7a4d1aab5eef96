import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pendingCountQueryOptions } from './moderation-queries.ts';
import type { ModerationTable } from './moderation-tables.ts';

/** A tab's name with the number of rows waiting. */
export function ModerationTabLabel({ table }: { table: ModerationTable }) {
  const { t } = useTranslation();
  const count = useQuery(pendingCountQueryOptions(table));
  return (
    <>
      {t(`submissions.moderation.tabs.${table}`)}
      {count.data !== undefined && (
        <span className="rounded-full bg-serbian-blue-700 px-2 text-xs font-semibold text-white">
          <span className="sr-only">(</span>
          {count.data}
          <span className="sr-only">)</span>
        </span>
      )}
    </>
  );
}
