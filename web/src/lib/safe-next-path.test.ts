import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next-path.ts';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/events/submit')).toBe('/events/submit');
    expect(safeNextPath('/news?category=politics#top')).toBe('/news?category=politics#top');
    expect(safeNextPath('/city/%D0%91%D0%B5%D0%BE%D0%B3%D1%80%D0%B0%D0%B4')).toBe(
      '/city/%D0%91%D0%B5%D0%BE%D0%B3%D1%80%D0%B0%D0%B4',
    );
  });

  it('falls back when there is nothing', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath('')).toBe('/');
    expect(safeNextPath(null, '/dashboard')).toBe('/dashboard');
  });

  it.each([
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'dashboard',
    '\\\\evil.example',
  ])('refuses %j, which could leave the site', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('normalises dot segments instead of trusting them', () => {
    expect(safeNextPath('/a/../dashboard')).toBe('/dashboard');
  });

  it('never goes back to an account screen, which would loop', () => {
    expect(safeNextPath('/login?next=/dashboard')).toBe('/');
    expect(safeNextPath('/signup')).toBe('/');
    expect(safeNextPath('/auth/confirm?token_hash=x&type=signup')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the page to come back to', () => {
    expect(loginPathFor('/dashboard')).toBe('/login?next=%2Fdashboard');
    expect(loginPathFor('/news?category=politics')).toBe(
      '/login?next=%2Fnews%3Fcategory%3Dpolitics',
    );
  });

  it('leaves out a destination that is home or unsafe', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
