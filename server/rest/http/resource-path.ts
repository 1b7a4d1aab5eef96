/** `/table?a=1&b=2` with the query keys in order, as PostgREST's Content-Location and Location. */
export function resourcePath(table: string, query: [string, string][]): string {
  const search = new URLSearchParams(
    [...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return `/${encodeURIComponent(table)}${search ? `?${search}` : ''}`;
}
