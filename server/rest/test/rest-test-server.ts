import { signJwt } from '../../keys.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { reloadSchemaCache } from '../schema/schema-cache-store.ts';
import { fixtureData, fixtureSql } from './fixture-schema.ts';

export const userA = '11111111-1111-1111-1111-111111111111';
export const userB = '22222222-2222-2222-2222-222222222222';

/** The test server with the REST fixture schema created and the schema cache reloaded. */
export async function startRestTestServer(
  env: Record<string, string> = {},
  options: { embeddedOnDisk?: boolean } = {},
): Promise<TestServer> {
  const server = await startTestServer(env, options);
  await server.db.exec(fixtureSql);
  await server.db.exec(fixtureData);
  await reloadSchemaCache(server.db);
  return server;
}

/** The PostgREST error envelope (PROTOCOL.md) of a failed response. */
export const errorOf = async (response: Response) =>
  (await response.json()) as { code: string; message: string; details: unknown; hint: unknown };

/** A JWT for a signed-in user, as the accounts service would mint it. */
export function userToken(server: TestServer, sub: string, expiresIn = 3600) {
  return signJwt(
    {
      sub,
      role: 'authenticated',
      aud: 'authenticated',
      email: `${sub.slice(0, 4)}@example.org`,
      exp: Math.floor(Date.now() / 1000) + expiresIn,
    },
    server.jwtSecret,
  );
}
