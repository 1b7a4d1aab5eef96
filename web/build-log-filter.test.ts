import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { isKnownHarmless, quietBuildLog } from './build-log-filter.ts';

const directive = (file: string): Rolldown.RolldownLog => ({
  code: 'MODULE_LEVEL_DIRECTIVE',
  message: `The semantics of the module level directive "use client" in "${file}" may not be preserved when bundling.`,
});
const undefinedImport = (name: string, from: string): Rolldown.RolldownLog => ({
  code: 'IMPORT_IS_UNDEFINED',
  message: `Import \`${name}\` will always be undefined because there is no matching export in '${from}'`,
});

describe('the build log filter', () => {
  it('drops the "use client" directives of libraries and useOptimistic from preact/compat', () => {
    expect(isKnownHarmless(directive('node_modules/react-router/dist/development/index.mjs'))).toBe(
      true,
    );
    expect(
      isKnownHarmless(
        undefinedImport('useOptimistic', 'node_modules/preact/compat/dist/compat.mjs'),
      ),
    ).toBe(true);
  });

  it('keeps every other warning: our own directives, other missing imports, other codes', () => {
    expect(isKnownHarmless(directive('web/src/app/layout.tsx'))).toBe(false);
    expect(
      isKnownHarmless({
        code: 'MODULE_LEVEL_DIRECTIVE',
        message:
          'The semantics of the module level directive "use server" in "node_modules/x/index.mjs" may not be preserved when bundling.',
      }),
    ).toBe(false);
    expect(
      isKnownHarmless(
        undefinedImport('useActionState', 'node_modules/preact/compat/dist/compat.mjs'),
      ),
    ).toBe(false);
    expect(isKnownHarmless(undefinedImport('useOptimistic', 'web/src/lib/hooks.ts'))).toBe(false);
    expect(isKnownHarmless({ code: 'CIRCULAR_DEPENDENCY', message: 'node_modules/a -> b' })).toBe(
      false,
    );
  });

  it('passes what it keeps to the default handler, at its level', () => {
    const seen: string[] = [];
    const handler = (level: string, log: Rolldown.RolldownLogWithString) =>
      seen.push(`${level}:${typeof log === 'string' ? log : log.code}`);
    quietBuildLog('warn', directive('node_modules/lucide-react/dist/esm/Icon.mjs'), handler);
    quietBuildLog('warn', directive('web/src/main.tsx'), handler);
    quietBuildLog('info', directive('node_modules/lucide-react/dist/esm/Icon.mjs'), handler);
    expect(seen).toEqual(['warn:MODULE_LEVEL_DIRECTIVE', 'info:MODULE_LEVEL_DIRECTIVE']);
  });
});
