/**
 * A shape may carry values the statement does not use (a select list of a
 * return=minimal write, filters of a scalar function…), and PostgreSQL refuses
 * parameters it cannot type. So the placeholders are renumbered to the ones
 * the SQL uses, and only those values are sent.
 */

export interface Statement {
  sql: string;
  /** For each placeholder $1, $2…: the index of its value among all request values. */
  order: number[];
}

export function keepUsedParams(sql: string): Statement {
  const order: number[] = [];
  const renumber = (segment: string) =>
    segment.replace(/\$(\d+)/g, (_, digits: string) => {
      const index = Number(digits) - 1;
      let position = order.indexOf(index);
      if (position === -1) position = order.push(index) - 1;
      return `$${position + 1}`;
    });
  // Quoted identifiers (output aliases) may hold "$1"; only SQL outside them has placeholders.
  const text = sql
    .split(/("(?:[^"]|"")*")/)
    .map((segment, i) => (i % 2 === 1 ? segment : renumber(segment)))
    .join('');
  return { sql: text, order };
}

export function bind(statement: Statement, values: unknown[]): unknown[] {
  return statement.order.map((index) => values[index]);
}
