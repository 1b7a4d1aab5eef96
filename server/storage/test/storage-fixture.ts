import sharp from 'sharp';
import { type Actor, signedInActor } from '../../db/test-actors.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * A server for the storage tests with two buckets and Supabase-style
 * policies, created as the database owner (as a migration would):
 *
 * - `private-files` (private): a signed-in member reads and writes only
 *   under the folder named by their own user id;
 * - `public-files` (public): anyone reads; a member writes only in their
 *   own folder.
 *
 * And the people: a visitor (anon key), the owner of a folder, another
 * member, and the service role.
 */

const policiesSql = `
insert into storage.buckets (id, name, public) values
  ('private-files', 'private-files', false),
  ('public-files', 'public-files', true);

create policy "own folder read" on storage.objects for select to authenticated
  using (bucket_id in ('private-files', 'public-files')
         and (storage.foldername(name))[1] = (select auth.uid()::text));
create policy "own folder insert" on storage.objects for insert to authenticated
  with check (bucket_id in ('private-files', 'public-files')
              and (storage.foldername(name))[1] = (select auth.uid()::text));
create policy "own folder update" on storage.objects for update to authenticated
  using (bucket_id in ('private-files', 'public-files')
         and (storage.foldername(name))[1] = (select auth.uid()::text))
  with check (bucket_id in ('private-files', 'public-files')
              and (storage.foldername(name))[1] = (select auth.uid()::text));
create policy "own folder delete" on storage.objects for delete to authenticated
  using (bucket_id in ('private-files', 'public-files')
         and (storage.foldername(name))[1] = (select auth.uid()::text));
create policy "buckets are visible" on storage.buckets for select to anon, authenticated
  using (true);
`;

export interface StorageTestServer {
  server: TestServer;
  anon: Actor;
  owner: Actor;
  other: Actor;
  /** The service-role key's client. */
  service: ReturnType<TestServer['serviceClient']>;
}

export async function startStorageServer(
  env: Record<string, string> = {},
): Promise<StorageTestServer> {
  const server = await startTestServer(env);
  await server.db.exec(policiesSql);
  return {
    server,
    anon: { name: 'anon', userId: null, email: null, accessToken: null, client: server.client() },
    owner: await signedInActor(server, 'owner'),
    other: await signedInActor(server, 'other'),
    service: server.serviceClient(),
  };
}

/** A real JPEG photo of `width` × `height` with EXIF (orientation, GPS-like comment) to strip. */
export async function samplePhoto(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: 'GPS 44.8125 N 20.4612 E' } })
    .toBuffer();
}
