import type { Database } from '../db/database.ts';
import type { RequestRole } from './http/request-role.ts';

/**
 * One transaction per request (PROTOCOL.md §3.9): the role, the JWT claims,
 * the request headers, method, path and client IP as transaction-local settings, a
 * statement timeout, read-only for reads; then the compiled statement.
 */

export interface StatementResult {
  total: number | null;
  page: number;
  body: string | null;
}

export interface ExecutionContext {
  role: RequestRole;
  method: string;
  path: string;
  /** Request headers as a JSON object with lower-cased names, without Cookie. */
  headers: string;
  readOnly: boolean;
  statementTimeoutMs: number;
  /** The client's IP address (`request.client_ip`), e.g. for recording submitters. */
  clientIp: string;
}

const setupSql =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)," +
  " set_config('request.headers', $3, true), set_config('request.method', $4, true)," +
  " set_config('request.path', $5, true), set_config('statement_timeout', $6, true)," +
  " set_config('request.client_ip', $7, true)";
const readOnlySetupSql = `${setupSql}, set_config('transaction_read_only', 'on', true)`;

export async function execute(
  db: Database,
  context: ExecutionContext,
  sql: string,
  params: unknown[],
  /** Runs inside the transaction; throwing rolls the write back. */
  check: (result: StatementResult) => void,
): Promise<StatementResult> {
  return db.transaction(async (tx) => {
    await tx.query(context.readOnly ? readOnlySetupSql : setupSql, [
      context.role.role,
      context.role.claims,
      context.headers,
      context.method,
      context.path,
      `${context.statementTimeoutMs}ms`,
      context.clientIp,
    ]);
    const { rows } = await tx.query<{ total: number | null; page: number; body: string | null }>(
      sql,
      params,
    );
    const result = rows[0] ?? { total: null, page: 0, body: null };
    check(result);
    return result;
  });
}

export function headersJson(headers: Headers): string {
  const object: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name !== 'cookie') object[name] = value;
  });
  return JSON.stringify(object);
}
