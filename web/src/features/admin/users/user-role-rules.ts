import { restErrorCodes } from '@domain/error-codes.ts';
/**
 * What the Users page offers for one account. The server decides (SQL:
 * change_user_role); these rules only keep the page from offering what it
 * would refuse, and say why.
 */

export const managedRoles = ['editor', 'admin'] as const;
export type ManagedRole = (typeof managedRoles)[number];

export type RoleActionBlock = 'unconfirmed' | 'lastAdmin';

export interface RoleAction {
  role: ManagedRole;
  /** true: the button grants the role; false: it revokes it */
  grant: boolean;
  blockedBy: RoleActionBlock | null;
  /** Revoking admin asks first. */
  needsConfirmation: boolean;
}

export function roleActions(
  user: { confirmed: boolean; roles: string[] },
  adminCount: number,
): RoleAction[] {
  return managedRoles.map((role) => {
    const grant = !user.roles.includes(role);
    let blockedBy: RoleActionBlock | null = null;
    if (grant && !user.confirmed) blockedBy = 'unconfirmed';
    if (!grant && role === 'admin' && adminCount <= 1) blockedBy = 'lastAdmin';
    return { role, grant, blockedBy, needsConfirmation: !grant && role === 'admin' };
  });
}

export type RoleErrorKind = 'unconfirmed' | 'lastAdmin' | 'tooMany' | 'forbidden' | 'failed';

/** The refusal the server answered (the SQLSTATE in PostgREST's `code`), for a translated message. */
export function roleErrorKind(code: string | undefined): RoleErrorKind {
  switch (code) {
    case restErrorCodes.unprocessable:
      return 'unconfirmed';
    case restErrorCodes.conflict:
      return 'lastAdmin';
    case restErrorCodes.tooManyRequests:
      return 'tooMany';
    case restErrorCodes.insufficientPrivilege:
      return 'forbidden';
    default:
      return 'failed';
  }
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
