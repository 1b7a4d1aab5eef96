import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { SearchResultCard } from './search-result-card.tsx';
import {
  countsByTab,
  resultsInTab,
  type SearchResult,
  type SearchTab,
  searchTabs,
} from './search-results.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** The tabs All, Cities, Organizations, Events, Blog, In Memoriam with their counts. */
export function SearchResultsTabs({
  keyword,
  results,
}: {
  keyword: string;
  results: SearchResult[];
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SearchTab>('all');
  const counts = countsByTab(results);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as SearchTab)}>
      <TabsList aria-label={t('search.resultsLabel')}>
        {searchTabs.map((name) => (
          <TabsTrigger key={name} value={name}>
            {t(`search.tabs.${name}`)}
            <span className="rounded-full bg-serbian-blue-100 px-2 text-xs text-serbian-blue-900">
              {counts[name]}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {searchTabs.map((name) => (
        <TabsContent key={name} value={name}>
          {counts[name] === 0 ? (
            <EmptyState message={t('search.noResults')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {resultsInTab(results, name).map((result) => (
                <SearchResultCard
                  key={`${result.type}-${result.id}`}
                  keyword={keyword}
                  result={result}
                />
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
