import { describe, expect, it } from 'vitest';
import { messageNamespaces } from '@domain/message-namespaces.ts';
import { routeNamespaces } from '@domain/route-namespaces.ts';
import { routePageModules } from '@domain/route-page-modules.ts';
import type { RouteName } from '@domain/routes.ts';
import { en } from '../i18n/en.ts';

/*
 * Which message namespaces each page can read, found in its source: every
 * file a page module imports (statically or with import(), transitively,
 * domain/ included) is searched for message keys, i.e. string or template
 * literals that start with a namespace name and a dot (`'events.title'`,
 * `` `forms.callErrors.${code}` ``). A key built from a namespace held in a
 * variable escapes it, so call sites name the namespace (featureErrorCode).
 * Reading more than the page shows is fine: the check errs on the side of loading.
 */
const sources = {
  ...import.meta.glob<string>('/web/src/**/*.{ts,tsx}', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>('/domain/**/*.ts', { query: '?raw', import: 'default', eager: true }),
};

const coreNamespaces = Object.keys(en);
const allNamespaces = [...coreNamespaces, ...messageNamespaces];
const keyPattern = new RegExp(`['"\`](${allNamespaces.join('|')})\\.[A-Za-z$]`, 'g');
const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/** Comments name keys as examples; they are not reads. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** `import type … from` loads nothing (decision 037: the web takes the server functions' registry as types). */
function withoutTypeImports(source: string): string {
  return source.replace(/^\s*import\s+type\s[^;]*?from\s+['"][^'"]+['"];?/gm, '');
}

/** `/web/src/...` of an import, or undefined for a package (or a file that is not there). */
function resolveImport(from: string, specifier: string): string | undefined {
  let path: string;
  if (specifier.startsWith('@/')) path = `/web/src/${specifier.slice(2)}`;
  else if (specifier.startsWith('@domain/')) path = `/domain/${specifier.slice(8)}`;
  else if (specifier.startsWith('.')) {
    const parts = from.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    path = parts.join('/');
  } else return undefined;
  return path in sources ? path : undefined;
}

/** The namespaces read by `start` and everything it imports; the messages themselves are not reads. */
function namespacesReadFrom(start: string): Set<string> {
  const read = new Set<string>();
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = withoutComments(sources[file]!);
    for (const match of source.matchAll(keyPattern)) read.add(match[1]!);
    for (const match of withoutTypeImports(source).matchAll(importPattern)) {
      const imported = resolveImport(file, match[1]!);
      if (imported && !imported.startsWith('/web/src/i18n/')) pending.push(imported);
    }
  }
  return read;
}

/** What a route's page reads beyond the core and the route's own namespaces. */
function unloadedNamespaces(route: RouteName): string[] {
  const loaded = new Set<string>([...coreNamespaces, ...routeNamespaces[route]]);
  const read = namespacesReadFrom(`/web/src/features/${routePageModules[route]}`);
  return [...read].filter((namespace) => !loaded.has(namespace)).sort();
}

describe('route message namespaces', () => {
  it('finds the pages and the keys they read', () => {
    // The check itself works: the events page reads its namespace, which it loads.
    expect(namespacesReadFrom('/web/src/features/events/events-list-page.tsx')).toContain('events');
    expect(routeNamespaces.events).toContain('events');
  });

  it('follows no type-only import, and every other', () => {
    const source = [
      "import type { A } from './a.ts';",
      'import type {\n  B,\n  C,\n} from "./b.ts";',
      "import { type D, e } from './d.ts';",
      "const f = () => import('./f.ts');",
    ].join('\n');
    const followed = [...withoutTypeImports(source).matchAll(importPattern)].map((m) => m[1]);
    expect(followed).toEqual(['./d.ts', './f.ts']);
  });

  it.each(Object.keys(routePageModules) as RouteName[])(
    '%s loads every namespace its page reads',
    (route) => {
      expect(unloadedNamespaces(route)).toEqual([]);
    },
  );

  it('the shell (layout, header, footer, not-found and error pages) reads only the core', () => {
    // start-app.tsx reaches the pages only through import.meta.glob, which this does not follow.
    const read = namespacesReadFrom('/web/src/app/start-app.tsx');
    expect([...read].filter((namespace) => !coreNamespaces.includes(namespace))).toEqual([]);
    expect(read).toContain('nav');
  });

  it('no namespace is both core and loaded per route', () => {
    expect(messageNamespaces.filter((namespace) => coreNamespaces.includes(namespace))).toEqual([]);
  });
});
