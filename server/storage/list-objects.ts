import type { Context } from 'hono';
import { asCaller, type Caller, requestInfo } from './storage-caller.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';
import { jsonBody } from './storage-json-body.ts';
import { iso } from './storage-rows.ts';

/**
 * Listing (PROTOCOL.md §5.9), as the caller: only what the SELECT policies
 * on storage.objects let the caller see is listed, folders included.
 */

const v1Columns = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

type ListRow = {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
};

function sortOf(body: Record<string, unknown>, columns: Set<string>, defaultOrder = 'asc') {
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  if (typeof sortBy !== 'object' || sortBy === null)
    throw storageErrors.invalidRequest('body/sortBy must be object');
  const column = sortBy.column ?? 'name';
  const order = sortBy.order ?? defaultOrder;
  if (typeof column !== 'string' || !columns.has(column))
    throw storageErrors.invalidRequest(
      'body/sortBy/column must be equal to one of the allowed values',
    );
  if (order !== 'asc' && order !== 'desc')
    throw storageErrors.invalidRequest(
      'body/sortBy/order must be equal to one of the allowed values',
    );
  return { column, order };
}

function integer(value: unknown, fallback: number, min: number, max: number, name: string) {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    throw storageErrors.invalidRequest(`body/${name} must be >= ${min}`);
  return Math.min(value, max);
}

/** list(path): one level below the prefix, folders as rows with null id. */
export async function listV1(c: Context, context: StorageContext, caller: Caller, bucket: string) {
  const body = await jsonBody(c);
  if (typeof body.prefix !== 'string')
    throw storageErrors.invalidRequest("body must have required property 'prefix'");
  let prefix = body.prefix.replace(/^\/+/, '');
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  const limit = integer(body.limit, 100, 1, 1500, 'limit');
  const offset = integer(body.offset, 0, 0, 1_000_000, 'offset');
  const search = typeof body.search === 'string' ? body.search : '';
  const { column, order } = sortOf(body, v1Columns);
  const orderBy =
    column === 'name'
      ? `lower(name) collate "C" ${order}, name collate "C" ${order}`
      : `(id is not null), case when id is null then name end collate "C" asc, ${column} ${order}, name collate "C" ${order}`;
  const sql = `
    with level as (
      select substr(o.name, char_length($2) + 1) as rest, o.*
      from storage.objects o
      where o.bucket_id = $1 and left(o.name, char_length($2)) = $2
    ), entries as (
      select distinct split_part(rest, '/', 1) as name, null::uuid as id,
        null::timestamptz as updated_at, null::timestamptz as created_at,
        null::timestamptz as last_accessed_at, null::jsonb as metadata
      from level where strpos(rest, '/') > 0
      union all
      select rest, id, updated_at, created_at, last_accessed_at, metadata
      from level where strpos(rest, '/') = 0
    )
    select name, id::text as id, ${iso('updated_at')} as updated_at, ${iso('created_at')} as created_at,
      ${iso('last_accessed_at')} as last_accessed_at, metadata
    from entries
    where lower(left(name, char_length($3))) = lower($3)
    order by ${orderBy}
    limit ${limit} offset ${offset}`;
  const { rows } = await asCaller(context, caller, requestInfo(c, 'storage.object.list'), (tx) =>
    tx.query<ListRow>(sql, [bucket, prefix, search]),
  );
  return c.json(rows);
}

const v2Columns = new Set(['name', 'updated_at', 'created_at']);

type V2Row = {
  kind: number;
  sort_value: string;
  name: string;
  key: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
};

interface Cursor {
  kind: number;
  value: string;
  name: string;
  column: string;
  order: string;
}

function encodeCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: unknown, column: string, order: string): Cursor | undefined {
  if (text === undefined || text === null || text === '') return undefined;
  try {
    const cursor = JSON.parse(Buffer.from(String(text), 'base64url').toString('utf8')) as Cursor;
    if (
      typeof cursor.kind === 'number' &&
      typeof cursor.value === 'string' &&
      typeof cursor.name === 'string' &&
      cursor.column === column &&
      cursor.order === order
    )
      return cursor;
  } catch {
    // falls through to the error below
  }
  throw storageErrors.invalidRequest('Invalid cursor');
}

/**
 * listV2: flat by default (every object whose name starts with the prefix,
 * full names), or one level with `with_delimiter`. Keyset pages: the cursor
 * holds the last row's (kind, sort value, name).
 */
export async function listV2(c: Context, context: StorageContext, caller: Caller, bucket: string) {
  const body = await jsonBody(c);
  const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  const limit = integer(body.limit, 1000, 1, 1000, 'limit');
  const delimited = body.with_delimiter === true;
  const { column, order } = sortOf(body, v2Columns);
  const cursor = decodeCursor(body.cursor, column, order);
  const level = prefix === '' ? '' : prefix.slice(0, prefix.lastIndexOf('/') + 1);
  // Time sorts put folders (which have no time) first; name sorts mix them.
  const sortValue = column === 'name' ? 'e.name' : iso(`e.${column}`);
  const comparison = order === 'asc' ? '>' : '<';
  // $3 (the level) is used only when listing with the delimiter.
  const at = delimited ? 4 : 3;
  const sql = `
    with matching as (
      select o.* from storage.objects o
      where o.bucket_id = $1 and left(o.name, char_length($2)) = $2
    ), entries as (
      ${
        delimited
          ? `select distinct 0 as kind, $3 || split_part(substr(name, char_length($3) + 1), '/', 1) || '/' as name,
               split_part(substr(name, char_length($3) + 1), '/', 1) as key,
               null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
               null::timestamptz as last_accessed_at, null::jsonb as metadata
             from matching where strpos(substr(name, char_length($3) + 1), '/') > 0
             union all
             select ${column === 'name' ? 0 : 1}, name, substr(name, char_length($3) + 1), id, updated_at,
               created_at, last_accessed_at, metadata
             from matching where strpos(substr(name, char_length($3) + 1), '/') = 0`
          : `select ${column === 'name' ? 0 : 1} as kind, name, name as key, id, updated_at, created_at,
               last_accessed_at, metadata from matching`
      }
    ), sorted as (
      select e.*, coalesce(${sortValue}, '') as sort_value from entries e
    )
    select kind, sort_value, name, key, id::text as id, ${iso('updated_at')} as updated_at,
      ${iso('created_at')} as created_at, ${iso('last_accessed_at')} as last_accessed_at, metadata
    from sorted
    ${cursor ? `where (kind, sort_value collate "C", name collate "C") ${comparison} ($${at}::int, $${at + 1}::text collate "C", $${at + 2}::text collate "C")` : ''}
    order by kind ${order}, sort_value collate "C" ${order}, name collate "C" ${order}
    limit ${limit + 1}`;
  const params: unknown[] = delimited ? [bucket, prefix, level] : [bucket, prefix];
  if (cursor) params.push(cursor.kind, cursor.value, cursor.name);
  const { rows } = await asCaller(context, caller, requestInfo(c, 'storage.object.list'), (tx) =>
    tx.query<V2Row>(sql, params),
  );
  const hasNext = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const entry = (row: V2Row) =>
    row.id === null
      ? { key: row.key, name: row.name }
      : {
          key: row.key,
          name: row.name,
          id: row.id,
          updated_at: row.updated_at,
          created_at: row.created_at,
          last_accessed_at: row.last_accessed_at,
          metadata: row.metadata,
        };
  return c.json({
    hasNext,
    ...(hasNext && last
      ? {
          nextCursor: encodeCursor({
            kind: last.kind,
            value: last.sort_value,
            name: last.name,
            column,
            order,
          }),
          nextCursorKey: last.name,
        }
      : {}),
    folders: page.filter((row) => row.id === null).map(entry),
    objects: page.filter((row) => row.id !== null).map(entry),
  });
}
