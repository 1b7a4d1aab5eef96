import { type RouteName, routes } from '../../domain/routes.ts';

const segments = (path: string) => path.split('/').filter(Boolean);

/** The route a path belongs to and its one parameter; fixed paths win over `:slug` ones. */
export function matchRoute(pathname: string): { name: RouteName; param?: string } | undefined {
  const parts = segments(pathname);
  const entries = Object.entries(routes) as [RouteName, string][];
  const fixed = entries.find(([, pattern]) => segments(pattern).join('/') === parts.join('/'));
  if (fixed) return { name: fixed[0] };
  for (const [name, pattern] of entries) {
    const patternParts = segments(pattern);
    if (patternParts.length !== parts.length) continue;
    const index = patternParts.findIndex((part) => part.startsWith(':'));
    if (index < 0) continue;
    if (patternParts.every((part, i) => i === index || part === parts[i])) {
      return { name, param: parts[index] };
    }
  }
  return undefined;
}
