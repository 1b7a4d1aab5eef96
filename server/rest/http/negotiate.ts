import { RestError } from './rest-error.ts';

/**
 * How the body is shaped: a JSON array, one object, an array or one object
 * without null keys (`nulls=stripped`), or CSV.
 */
export type Output = 'array' | 'single' | 'stripped' | 'single-stripped' | 'csv';

export const isSingle = (output: Output) => output === 'single' || output === 'single-stripped';
export const stripsNulls = (output: Output) =>
  output === 'stripped' || output === 'single-stripped';

const singular = 'application/vnd.pgrst.object+json';

/** The first media type of `Accept` we can produce (PROTOCOL.md §3.4), else 406. */
export function negotiateOutput(accept: string | undefined): Output {
  if (!accept || accept.trim() === '') return 'array';
  for (const entry of accept.split(',')) {
    const [type, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (type === singular)
      return parameters.includes('nulls=stripped') ? 'single-stripped' : 'single';
    if (type === 'application/vnd.pgrst.array+json')
      return parameters.includes('nulls=stripped') ? 'stripped' : 'array';
    if (type === 'application/json' || type === '*/*' || type === 'application/*') return 'array';
    if (type === 'text/csv') return 'csv';
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Accept-Profile / Content-Profile: only `public` is exposed (PROTOCOL.md §3.12). */
export function checkProfile(profile: string | undefined) {
  if (profile === undefined || profile === 'public') return;
  throw new RestError(
    406,
    'PGRST106',
    'The schema must be one of the following: public',
    null,
    'Only the following schemas are exposed: public',
  );
}

export const contentType = (output: Output) =>
  isSingle(output)
    ? `${singular}; charset=utf-8`
    : output === 'csv'
      ? 'text/csv; charset=utf-8'
      : 'application/json; charset=utf-8';
