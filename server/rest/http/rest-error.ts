/** An error answered in PostgREST's `{code, details, hint, message}` shape. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** 400 PGRST100: the query string does not follow the grammar. */
export function parseError(what: string, input: string, column: number, details: string) {
  return new RestError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  );
}

export function invalidBody(message = 'Empty or invalid json') {
  return new RestError(400, 'PGRST102', message);
}

export function tableNotFound(table: string) {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
  );
}

export function columnNotFound(table: string, column: string) {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function payloadColumnNotFound(table: string, column: string) {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

/** 400 PGRST123: aggregates in select while REST_AGGREGATES_ENABLED is off (as PostgREST's default). */
export function aggregatesNotAllowed() {
  return new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}
