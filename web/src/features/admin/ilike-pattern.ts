/**
 * What a person typed in an admin list's search as a PostgREST `ilike`
 * pattern inside an `or=(…)` filter: the filter grammar's own characters
 * (quotes, commas, parentheses, backslashes) and the wildcards (`*`, `%`,
 * `_`) become spaces, runs of spaces one, and the words are quoted and
 * surrounded by `*`. Null when nothing is left to search for.
 */
export function ilikePattern(search: string): string | null {
  const words = search
    .replace(/[\\"(),*%_:]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return words === '' ? null : `"*${words}*"`;
}
