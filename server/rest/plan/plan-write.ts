import { checkPutBody, checkPutFilters } from '../http/put-request.ts';
import { readWriteBody } from '../http/read-body.ts';
import { columnNotFound } from '../http/rest-error.ts';
import type { RestRequest } from '../http/rest-request.ts';
import type { ParsedQuery } from '../parse/ast.ts';
import { checkBodyLength, checkRowCount } from '../request-size.ts';
import type { ReadPlan, WritePlan } from './plan-types.ts';

type Common = Omit<ReadPlan, 'action' | 'range' | 'head' | 'costly'>;

/**
 * A write: its kind, the body's columns and rows (bounded), PUT's rules, and
 * what the statement returns (representation, Location key, inserted count).
 */
export function planWrite(
  base: Common,
  request: RestRequest,
  method: WritePlan['method'],
  page: ParsedQuery['page'],
): WritePlan {
  const { relation, shape, preferences: prefer } = base;
  const action =
    method === 'POST' || method === 'PUT' ? 'insert' : method === 'PATCH' ? 'update' : 'delete';
  const putKey = method === 'PUT' ? checkPutFilters(relation, shape, page, base.values) : undefined;
  checkBodyLength(request.role, request.body);
  const body =
    action === 'delete'
      ? { rowsJson: '[]', columns: [], rowCount: 0 }
      : readWriteBody(request.body, relation, {
          ...(shape.columns ? { columns: shape.columns } : {}),
          allowArray: method === 'POST',
        });
  checkRowCount(request.role, relation.name, body.rowCount, request.limitMultiplier);
  if (putKey) checkPutBody(relation, putKey, body.rowsJson);
  for (const column of shape.onConflict ?? [])
    if (!relation.columns.has(column)) throw columnNotFound(relation.name, column);
  const resolution = method === 'PUT' ? 'merge-duplicates' : prefer.resolution;
  const upsert =
    action === 'insert' && resolution
      ? {
          target:
            method === 'PUT' ? relation.primaryKey : (shape.onConflict ?? relation.primaryKey),
          resolution,
        }
      : undefined;
  return {
    ...base,
    action,
    method,
    columns: body.columns,
    body: action === 'update' ? body.rowsJson.slice(1, -1) : body.rowsJson,
    representation: prefer.return === 'representation',
    missingDefault: prefer.missing === 'default',
    ...(upsert ? { upsert } : {}),
    // Location: the primary key of the one row a POST inserted (representation or headers-only).
    location:
      method === 'POST' && prefer.return !== undefined && prefer.return !== 'minimal'
        ? relation.primaryKey
        : [],
    countInserted: upsert?.resolution === 'merge-duplicates',
  };
}
