import { RestError } from './rest-error.ts';

/**
 * The top-level page: `limit`/`offset` from the query, else the `Range: a-b`
 * header, capped at the configured maximum rows; and the Content-Range and
 * status of the answer (PostgREST's RangeQuery).
 */
export interface Page {
  offset: number;
  limit: number;
}

export function pageOf(
  query: { limit?: string; offset?: string },
  rangeHeader: string | undefined,
  maxRows: number,
): Page {
  let offset = query.offset === undefined ? 0 : Number(query.offset);
  let limit = query.limit === undefined ? maxRows : Number(query.limit);
  const range = /^\s*(\d{1,15})-(\d{0,15})\s*$/.exec(rangeHeader ?? '');
  if (range && query.limit === undefined && query.offset === undefined) {
    offset = Number(range[1]);
    if (range[2] !== '' && Number(range[2]) < offset)
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    if (range[2] !== '') limit = Number(range[2]) - offset + 1;
  }
  return { offset, limit: Math.min(limit, maxRows) };
}

export function contentRange(offset: number, rows: number, total: number | null): string {
  const span = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${span}/${total ?? '*'}`;
}

export function readStatus(offset: number, rows: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total)
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      { 'Content-Range': `*/${total}` },
    );
  return rows < total ? 206 : 200;
}
