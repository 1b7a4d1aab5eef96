import type { FactorRecord, IdentityRecord, UserRecord } from './users.ts';

/**
 * The user object exactly as GoTrue writes it (PROTOCOL.md §2.3): keys in
 * GoTrue's order, and the optional ones left out when empty, never null.
 */

type Json = Record<string, unknown>;

function withoutEmpty(entries: [string, unknown][]): Json {
  const out: Json = {};
  for (const [key, value] of entries) {
    if (value === null || value === undefined) continue;
    out[key] = value;
  }
  return out;
}

export function identityJson(identity: IdentityRecord): Json {
  return withoutEmpty([
    ['identity_id', identity.id],
    ['id', identity.provider_id],
    ['user_id', identity.user_id],
    ['identity_data', identity.identity_data],
    ['provider', identity.provider],
    ['last_sign_in_at', identity.last_sign_in_at],
    ['created_at', identity.created_at],
    ['updated_at', identity.updated_at],
    ['email', identity.email],
  ]);
}

export function factorJson(factor: FactorRecord): Json {
  return withoutEmpty([
    ['id', factor.id],
    ['friendly_name', factor.friendly_name ?? ''],
    ['factor_type', factor.factor_type],
    ['status', factor.status],
    ['created_at', factor.created_at],
    ['updated_at', factor.updated_at],
  ]);
}

export function userJson(user: UserRecord): Json {
  return withoutEmpty([
    ['id', user.id],
    ['aud', user.aud],
    ['role', user.role],
    ['email', user.email ?? ''],
    ['email_confirmed_at', user.email_confirmed_at],
    ['invited_at', user.invited_at],
    ['phone', ''],
    ['confirmation_sent_at', user.confirmation_sent_at],
    ['confirmed_at', user.email_confirmed_at],
    ['recovery_sent_at', user.recovery_sent_at],
    ['new_email', user.new_email],
    ['email_change_sent_at', user.email_change_sent_at],
    ['reauthentication_sent_at', user.reauthentication_sent_at],
    ['last_sign_in_at', user.last_sign_in_at],
    ['app_metadata', user.raw_app_meta_data],
    ['user_metadata', user.raw_user_meta_data],
    ['factors', user.factors.length > 0 ? user.factors.map(factorJson) : undefined],
    ['identities', user.identities.map(identityJson)],
    ['created_at', user.created_at],
    ['updated_at', user.updated_at],
    ['banned_until', user.banned_until],
    ['is_anonymous', user.is_anonymous],
  ]);
}
