import type { Rolldown } from 'vite';

/**
 * The two bundler warnings every build printed (62 framed blocks) that say
 * nothing is wrong, dropped here by code and module so every other warning
 * still prints:
 *
 * - MODULE_LEVEL_DIRECTIVE for `"use client"` in node_modules: React Server
 *   Components markers in react-router, TanStack Query, Radix and lucide. This
 *   app has no server components, so the directive means nothing to it.
 * - IMPORT_IS_UNDEFINED for `useOptimistic` from preact/compat: react-router's
 *   RouterProvider looks the hook up by name and, when the React it runs on
 *   lacks it (Preact), falls back to plain state (`[state, () => {}]`). The
 *   hook only matters for React 19 transitions, which the app does not use.
 */
export function isKnownHarmless(log: Rolldown.RolldownLog): boolean {
  const message = log.message ?? '';
  if (log.code === 'MODULE_LEVEL_DIRECTIVE')
    return /"use client"/.test(message) && /node_modules\//.test(message);
  if (log.code === 'IMPORT_IS_UNDEFINED')
    return /`useOptimistic`/.test(message) && /preact\/compat/.test(message);
  return false;
}

export const quietBuildLog: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  if (level === 'warn' && isKnownHarmless(log)) return;
  handler(level, log);
};
