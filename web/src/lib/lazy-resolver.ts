import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver built on the first validation (a submit), so a
 * form page renders without its schema and zod: `load` imports them and
 * returns the real resolver, which every later validation reuses.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}
