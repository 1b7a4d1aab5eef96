/**
 * The only two ways request text reaches SQL: as a bind parameter (`$n`) or
 * as a quoted identifier of a name that was resolved against the schema cache
 * (or an output alias checked by the parser).
 */

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `"public"."name"` */
export function qualified(name: string): string {
  return `"public".${ident(name)}`;
}

/** The placeholder of request value number `ref` (0-based). */
export function param(ref: number): string {
  return `$${ref + 1}`;
}
