import type { Database, TextRow } from '../db/database.ts';
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
  /** `Prefer: timezone=` (a checked pg_timezone_names name): the transaction's TimeZone. */
  timezone?: string;
  /** A table request: a read may keep one plan for all values (see `planOnce`). */
  tableStatement?: boolean;
}

const setupSql =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)," +
  " set_config('request.headers', $3, true), set_config('request.method', $4, true)," +
  " set_config('request.path', $5, true), set_config('statement_timeout', $6, true)," +
  " set_config('request.client_ip', $7, true)";
const readOnlySetupSql = `${setupSql}, set_config('transaction_read_only', 'on', true)`;
const timezoneSql = ", set_config('timezone', $8, true)";
const genericPlanSql = ", set_config('plan_cache_mode', 'force_generic_plan', true)";

/**
 * Operators whose best plan depends on the value (a LIKE pattern, a regular
 * expression, a text search, array and range containment): with them,
 * PostgreSQL plans each request for its values, as before.
 */
const valueDependentOperator = / (?:like|ilike|~|~\*|@@|@>|<@|&&|<<|>>|&<|&>|-\|-) /;

/**
 * Whether a table read keeps one plan for all parameter values. Reads pass
 * LIMIT and OFFSET as parameters, and a plan made without their values looks
 * costlier to PostgreSQL's plan cache than one made with them, so under
 * plan_cache_mode=auto it re-planned every request (only custom_plans in
 * pg_prepared_statements), a third of the database CPU of the REST bench
 * read. Plain comparisons (eq, gt, in, is…) plan well without values.
 * Writes, whose triggers run PL/pgSQL, and RPC keep PostgreSQL's choice.
 */
function planOnce(context: ExecutionContext, sql: string): boolean {
  return context.readOnly && context.tableStatement === true && !valueDependentOperator.test(sql);
}

/**
 * Prepared-statement names of compiled statements: one per SQL text, never
 * reused for another text (a connection may still hold the old one).
 */
const statementNames = new Map<string, string>();
let statementCount = 0;

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    if (statementNames.size >= 5_000) statementNames.clear();
    statementCount += 1;
    name = `rest_${statementCount}`;
    statementNames.set(sql, name);
  }
  return name;
}

function statementResult(rows: TextRow[] | undefined): StatementResult {
  const row = rows?.[0];
  if (!row) return { total: null, page: 0, body: null };
  return {
    total: row.total === null || row.total === undefined ? null : Number(row.total),
    page: Number(row.page),
    body: row.body ?? null,
  };
}

/**
 * The setup and the statement go to the database together, prepared (one
 * round trip; see Database.pipeline). A read commits with them and is
 * checked after, as it changed nothing; a write stays open until `check`
 * has passed.
 */
export async function execute(
  db: Database,
  context: ExecutionContext,
  sql: string,
  params: unknown[],
  /** Sees the result before COMMIT; throwing rolls a write back. */
  check: (result: StatementResult) => void,
): Promise<StatementResult> {
  const setup = {
    name: context.readOnly ? 'rest_setup_read' : 'rest_setup',
    sql: context.readOnly ? readOnlySetupSql : setupSql,
    params: [
      context.role.role,
      context.role.claims,
      context.headers,
      context.method,
      context.path,
      `${context.statementTimeoutMs}ms`,
      context.clientIp,
    ],
  };
  if (context.timezone !== undefined) {
    setup.name += '_timezone';
    setup.sql += timezoneSql;
    setup.params.push(context.timezone);
  }
  if (planOnce(context, sql)) {
    setup.name += '_generic';
    setup.sql += genericPlanSql;
  }
  const statements = [setup, { name: statementName(sql), sql, params }];
  if (context.readOnly) {
    const result = statementResult((await db.pipeline(statements))[1]);
    check(result);
    return result;
  }
  let result: StatementResult | undefined;
  await db.pipeline(statements, (results) => {
    result = statementResult(results[1]);
    check(result);
  });
  return result!;
}

/**
 * Request headers as a JSON object without Cookie, from a fetch `Headers`
 * or from Node's parsed headers (lower-case names; a repeated header is an
 * array, joined here as `Headers` joins it).
 */
export function headersJson(headers: Iterable<[string, string | string[] | undefined]>): string {
  const object: Record<string, string> = {};
  for (const [name, value] of headers)
    if (name !== 'cookie' && value !== undefined)
      object[name] = Array.isArray(value) ? value.join(', ') : value;
  return JSON.stringify(object);
}
