import { expect, it } from 'vitest';
import { routes } from '@domain/routes.ts';
import { DataError } from '@/lib/data-error.ts';
it('resolves @/ and @domain/ in web tests (vitest.config.ts)', () => {
  expect(Object.keys(routes).length).toBeGreaterThan(0);
  expect(new DataError('x', 'y').code).toBe('x');
});
