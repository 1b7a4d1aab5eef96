import { RestError } from '../http/rest-error.ts';
import type { DbFunction, SchemaCache } from './schema-types.ts';

/**
 * The function called by name and the exact set of argument names: every
 * key must be a parameter and every parameter without a default must be
 * given; a single unnamed json/jsonb parameter takes any body (PROTOCOL.md §3.7).
 * Of the other unnamed parameters, only a single text one with a default is a
 * candidate, for a call without arguments (so `f()` next to `f(text default …)`
 * is 300 PGRST203, as PostgREST answers, not PostgreSQL's 42725).
 */
export function findFunction(cache: SchemaCache, name: string, keys: string[]): DbFunction {
  const overloads = cache.functions.get(name) ?? [];
  const matches = overloads.filter((fn) => {
    if (
      fn.args.length === 1 &&
      fn.args[0]!.name === '' &&
      ['json', 'jsonb'].includes(fn.args[0]!.typeName)
    )
      return true;
    // A single unnamed text parameter with a default: PostgREST's candidate for a call without arguments.
    if (
      keys.length === 0 &&
      fn.args.length === 1 &&
      fn.args[0]!.name === '' &&
      fn.args[0]!.hasDefault &&
      ['text', 'xml', 'bytea'].includes(fn.args[0]!.typeName)
    )
      return true;
    const names = fn.args.map((arg) => arg.name);
    if (names.includes('')) return false;
    return (
      keys.every((key) => names.includes(key)) &&
      fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name))
    );
  });
  if (matches.length === 1) return matches[0]!;
  const signature = `public.${name}(${keys.join(', ')})`;
  if (matches.length === 0)
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${signature} in the schema cache`,
      `Searched for the function public.${name} with parameters ${keys.join(', ') || 'without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      overloads.length > 0 ? `Perhaps you meant to call the function public.${name}` : null,
    );
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${matches
      .map(
        (fn) => `public.${name}(${fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`,
      )
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}
