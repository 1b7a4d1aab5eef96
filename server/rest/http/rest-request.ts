import type { Database } from '../../db/database.ts';
import type { CostlyReads } from '../costly-reads.ts';
import type { SchemaCacheStore } from '../schema/schema-cache-store.ts';
import type { Output } from './negotiate.ts';
import type { Preferences } from './prefer.ts';
import type { RequestRole } from './request-role.ts';

/** What the REST handlers need from the server. */
export interface RestEnvironment {
  db: Database;
  store: SchemaCacheStore;
  maxRows: number;
  statementTimeoutMs: number;
  /** `count()`, `col.sum()`… in select (PostgREST db-aggregates-enabled). */
  aggregatesEnabled: boolean;
  /** PostgreSQL: the part of the pool costly reads may hold at once (costly-reads.ts). */
  costlyReads?: CostlyReads;
}

/** One /rest/v1 request, negotiated and authenticated, before parsing its query. */
export interface RestRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As PostgREST sees it: `/table` or `/rpc/fn`. */
  path: string;
  /** The raw query string (`?a=1&b=2`, or empty), which keys parsed queries. */
  search: string;
  query: [string, string][];
  headers: Headers;
  /** The request headers as JSON for `request.headers` (lower-case names, without Cookie). */
  headersJson: string;
  body: string;
  role: RequestRole;
  prefer: Preferences;
  output: Output;
  /** The client's address (X-Forwarded-For only from TRUST_PROXY), for `request.client_ip`. */
  clientIp: string;
  /** REST_RATE_LIMIT_MULTIPLIER: scales the per-client limits (request rates, rows per POST). */
  limitMultiplier: number;
}
