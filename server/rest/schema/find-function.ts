import { RestError } from '../http/rest-error.ts';
import type { DbFunction, FunctionArg, SchemaCache } from './schema-types.ts';

/**
 * The function called by name and the exact set of argument names, as
 * PostgREST chooses it (PROTOCOL.md §3.7): every key must be a parameter and
 * every parameter without a default must be given. Unnamed parameters are
 * only callable as a function's single parameter: json/jsonb takes any body;
 * text, xml or bytea takes the key "" (or nothing, when it has a default, so
 * `f()` next to `f(text default …)` is 300 PGRST203, not PostgreSQL's 42725).
 * A function with any other unnamed parameter (a computed field such as
 * `f(messages)`) is not callable by /rpc.
 */

const bodyTypes = ['json', 'jsonb'];
const unnamedValueTypes = ['text', 'xml', 'bytea'];

const singleUnnamed = (fn: DbFunction): FunctionArg | undefined =>
  fn.args.length === 1 && fn.args[0]!.name === '' ? fn.args[0] : undefined;

function isCallable(fn: DbFunction): boolean {
  const unnamed = singleUnnamed(fn);
  if (unnamed) return [...bodyTypes, ...unnamedValueTypes].includes(unnamed.typeName);
  return fn.args.every((arg) => arg.name !== '');
}

function fits(fn: DbFunction, keys: string[]): boolean {
  const unnamed = singleUnnamed(fn);
  if (unnamed && bodyTypes.includes(unnamed.typeName)) return true;
  if (unnamed) return keys.length === 0 ? unnamed.hasDefault : keys.length === 1 && keys[0] === '';
  const names = fn.args.map((arg) => arg.name);
  return (
    keys.every((key) => names.includes(key)) &&
    fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name))
  );
}

const signature = (fn: DbFunction) =>
  `public.${fn.name}(${fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`;

/** Candidates in PostgREST's order: fewer parameters first, then by signature. */
const byArity = (a: DbFunction, b: DbFunction) =>
  a.args.length - b.args.length || (signature(a) < signature(b) ? -1 : 1);

export function findFunction(cache: SchemaCache, name: string, keys: string[]): DbFunction {
  const callable = (cache.functions.get(name) ?? []).filter(isCallable);
  const matches = callable.filter((fn) => fits(fn, keys));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    const parameters =
      keys.length === 0
        ? 'without parameters'
        : `with parameter${keys.length === 1 ? '' : 's'} ${keys.join(', ')}`;
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}${keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`} in the schema cache`,
      `Searched for the function public.${name} ${parameters} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      callable.length > 0 ? `Perhaps you meant to call the function public.${name}` : null,
    );
  }
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${[...matches].sort(byArity).map(signature).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}
