import type { SupabaseClient } from '@supabase/supabase-js';
import { buildUser } from '../../db/seed/factories.ts';
import { signJwt } from '../keys.ts';
import type { TestServer } from '../test/test-server.ts';
import { signInWithTwoFactors } from '../test/two-factor-sign-in.ts';

/**
 * The five people of the row-level-security tests, each with a supabase-js
 * client as the browser would have it: a visitor (anon key only), the owner
 * of the rows under test, another signed-in user, an editor and an admin.
 * Accounts are rows in auth.users. A person without a role gets a JWT signed
 * with the server's secret, as /auth/v1 issues them; an editor or admin signs
 * in for real with a password and a TOTP factor (aal2), as moderation needs
 * two factors (decision 018).
 */

export type ActorName = 'anon' | 'owner' | 'other' | 'editor' | 'admin';

export interface Actor {
  name: ActorName;
  /** null for the visitor */
  userId: string | null;
  email: string | null;
  /** The bearer token `client` sends (null for the visitor). */
  accessToken: string | null;
  client: SupabaseClient;
}

export type Actors = Record<ActorName, Actor>;

export async function accessToken(server: TestServer, userId: string, email: string) {
  return signJwt(
    {
      sub: userId,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 3600,
    },
    server.jwtSecret,
  );
}

export async function signedInActor(
  server: TestServer,
  name: ActorName,
  roles: ('editor' | 'admin')[] = [],
): Promise<Actor> {
  const user = await buildUser(server.db, { email: `${name}-${Date.now()}@example.com`, roles });
  const token =
    roles.length > 0
      ? (await signInWithTwoFactors(server, user)).session.access_token
      : await accessToken(server, user.id, user.email);
  return {
    name,
    userId: user.id,
    email: user.email,
    accessToken: token,
    client: server.client({ accessToken: token }),
  };
}

export async function createActors(server: TestServer): Promise<Actors> {
  return {
    anon: { name: 'anon', userId: null, email: null, accessToken: null, client: server.client() },
    owner: await signedInActor(server, 'owner'),
    other: await signedInActor(server, 'other'),
    editor: await signedInActor(server, 'editor', ['editor']),
    admin: await signedInActor(server, 'admin', ['admin']),
  };
}
