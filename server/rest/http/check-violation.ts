import { columnMaxLength } from '../../../domain/field-limits.ts';
import { RestError } from './rest-error.ts';

/**
 * A failed CHECK constraint (23514) as a 400 whose message names the column.
 * Our constraints are named `{table}_{column}_{rule}` (PostgreSQL names an
 * unnamed column check `{table}_{column}_check` the same way), so the column
 * is what lies between the table's name and a known rule.
 */

const rules: Record<string, (column: string, table: string) => string> = {
  max_length: (column, table) => {
    const limits: Record<string, number> | undefined = (
      columnMaxLength as Record<string, Record<string, number>>
    )[table];
    const limit = limits?.[column];
    return `The value of "${column}" is too long${limit ? ` (at most ${limit})` : ''}`;
  },
  link_url: (column) => `"${column}" must be an absolute http:// or https:// address`,
  image_url: (column) => `"${column}" must be an http(s) address or a path on this site`,
  plain_email: (column) => `"${column}" must be a plain email address`,
  check: (column) => `The value of "${column}" is not allowed`,
};

export function columnOfConstraint(
  table: string,
  constraint: string,
): { column: string; rule: string } | undefined {
  if (!constraint.startsWith(`${table}_`)) return undefined;
  const rest = constraint.slice(table.length + 1);
  for (const rule of Object.keys(rules)) {
    if (rest.endsWith(`_${rule}`) && rest.length > rule.length + 1)
      return { column: rest.slice(0, -rule.length - 1), rule };
  }
  return undefined;
}

export function checkViolation(error: {
  message: string;
  table?: string;
  constraint?: string;
}): RestError | undefined {
  if (!error.table || !error.constraint) return undefined;
  const found = columnOfConstraint(error.table, error.constraint);
  if (!found) return undefined;
  const message = rules[found.rule]!(found.column, error.table);
  return new RestError(400, '23514', message, error.message, null);
}
