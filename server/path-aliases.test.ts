import { expect, it } from 'vitest';
import { routes } from '@domain/routes.ts';
it('resolves @domain/ in server tests (vitest.config.ts)', () =>
  expect(Object.keys(routes).length).toBeGreaterThan(0));
