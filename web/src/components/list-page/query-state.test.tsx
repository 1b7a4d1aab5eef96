import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state.tsx';

type Rows = UseQueryResult<string[]>;
const pending = { isPending: true, data: undefined } as Rows;
const failed = { isPending: false, isError: true, data: undefined } as Rows;
const staleAfterError = { isPending: false, isError: true, data: ['kept'] } as Rows;
const empty = { isPending: false, isError: false, data: [] as string[] } as Rows;
const found = { isPending: false, isError: false, data: ['a', 'b'] } as Rows;

const html = (query: Rows, isEmpty?: (rows: string[]) => boolean) =>
  renderToStaticMarkup(
    <QueryState
      query={query}
      loadingLabel="Loading…"
      errorMessage="Could not load"
      emptyMessage="No results found"
      isEmpty={isEmpty}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('says Loading… while the first read runs', () => {
    expect(html(pending)).toContain('Loading…');
    expect(html(pending)).toContain('role="status"');
  });

  it('shows the error message as an alert when the read failed with nothing to show', () => {
    expect(html(failed)).toContain('role="alert"');
    expect(html(failed)).toContain('Could not load');
  });

  it('keeps the items on screen when a refetch fails', () => {
    expect(html(staleAfterError)).toBe('<ul><li>kept</li></ul>');
  });

  it('says No results found for an empty list, or when the caller says so', () => {
    expect(html(empty)).toContain('No results found');
    expect(html(found, () => true)).toContain('No results found');
  });

  it('renders the items otherwise', () => {
    expect(html(found)).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});
