import type { Context } from 'hono';
import type { AuthContext } from './auth-context.ts';

/** GET /auth/v1/settings: email sign-up only; every external provider off. */

const providers = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

export function settings(c: Context, context: AuthContext) {
  return c.json({
    external: Object.fromEntries(providers.map((name) => [name, name === 'email'])),
    disable_signup: false,
    mailer_autoconfirm: context.config.authAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}
