import { describe, expect, it } from 'vitest';
import { pageCount, roleActions, roleErrorKind } from './user-role-rules.ts';

describe('roleActions', () => {
  it('offers to grant both roles to a confirmed account without roles', () => {
    expect(roleActions({ confirmed: true, roles: [] }, 2)).toEqual([
      { role: 'editor', grant: true, blockedBy: null, needsConfirmation: false },
      { role: 'admin', grant: true, blockedBy: null, needsConfirmation: false },
    ]);
  });

  it('blocks granting to an unconfirmed account', () => {
    const actions = roleActions({ confirmed: false, roles: [] }, 2);
    expect(actions.map((action) => action.blockedBy)).toEqual(['unconfirmed', 'unconfirmed']);
  });

  it('asks before revoking admin, and blocks it for the last admin', () => {
    expect(roleActions({ confirmed: true, roles: ['admin', 'editor'] }, 2)).toEqual([
      { role: 'editor', grant: false, blockedBy: null, needsConfirmation: false },
      { role: 'admin', grant: false, blockedBy: null, needsConfirmation: true },
    ]);
    expect(roleActions({ confirmed: true, roles: ['admin'] }, 1)[1]).toMatchObject({
      grant: false,
      blockedBy: 'lastAdmin',
    });
  });
});

describe('roleErrorKind', () => {
  it('names the refusals the SQL functions raise', () => {
    expect(roleErrorKind('PT422')).toBe('unconfirmed');
    expect(roleErrorKind('PT409')).toBe('lastAdmin');
    expect(roleErrorKind('PT429')).toBe('tooMany');
    expect(roleErrorKind('42501')).toBe('forbidden');
    expect(roleErrorKind('PGRST301')).toBe('failed');
    expect(roleErrorKind(undefined)).toBe('failed');
  });
});

describe('pageCount', () => {
  it('has at least one page and rounds up', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
