/**
 * A list page's filters as URL query parameters, so that reload, the back
 * button and a shared link show the same list. Each filter has a default
 * (left out of the URL) and optionally the values it may take (anything else
 * in the URL reads as the default).
 */

export interface UrlFilter {
  /** The value when the parameter is missing: never written to the URL. */
  fallback: string;
  /** The accepted values; when given, any other value reads as the fallback. */
  allowed?: readonly string[];
}

export type UrlFilterSpec<Name extends string> = Record<Name, UrlFilter>;

/** A filter's value: one of its allowed values (or its fallback), else any text. */
type UrlFilterValue<Filter extends UrlFilter> = Filter extends { allowed: readonly (infer Value)[] }
  ? Value | Filter['fallback']
  : string;

export type UrlFilterValues<Spec extends UrlFilterSpec<string>> = {
  [Name in keyof Spec]: UrlFilterValue<Spec[Name]>;
};

/** The filters the URL holds, each checked against its spec. */
export function readUrlFilters<Spec extends UrlFilterSpec<string>>(
  params: URLSearchParams,
  spec: Spec,
): UrlFilterValues<Spec> {
  const filters: Record<string, string> = {};
  for (const [name, { fallback, allowed }] of Object.entries(spec)) {
    const value = params.get(name);
    filters[name] =
      value === null || value === '' || (allowed && !allowed.includes(value)) ? fallback : value;
  }
  return filters as UrlFilterValues<Spec>;
}

/**
 * The URL parameters after a change of some filters: a value equal to its
 * fallback (or blank) is removed, parameters that are not filters stay.
 */
export function withUrlFilters<Spec extends UrlFilterSpec<string>>(
  params: URLSearchParams,
  spec: Spec,
  changes: Partial<Record<keyof Spec & string, string>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value = ''] of Object.entries(changes) as [string, string?][]) {
    if (value === '' || value === spec[name]?.fallback) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
