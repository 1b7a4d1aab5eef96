import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import type { Actors } from './test-actors.ts';

/**
 * What the tests of editors' decisions share (decision-versions,
 * bulk-decisions): editors with names a refusal can quote, an organization
 * waiting for review, and the version of an item an editor saw.
 */

/** The editor and the admin get names, one Cyrillic, so a refusal names who decided. */
export async function nameTheEditors(server: TestServer, actors: Actors) {
  await server.db.query(`update public.profiles set full_name = 'Ана Уредник' where id = $1`, [
    actors.editor.userId,
  ]);
  await server.db.query(`update public.profiles set full_name = 'Marko Admin' where id = $1`, [
    actors.admin.userId,
  ]);
}

/** An organization the owner submits, waiting for review; its id. */
export async function pendingOrganization(actors: Actors, name: string) {
  const id = randomUUID();
  const { error } = await actors.owner.client
    .from('organizations')
    .insert({ id, name_en: name, category: 'culture', city_tag: 'toronto' });
  expect(error).toBeNull();
  return id;
}

/** The version (updated_at) of an item as the editor or the admin reads it in the queue. */
export async function versionSeenBy(
  actors: Actors,
  who: 'editor' | 'admin',
  table: string,
  id: string,
) {
  const { data, error } = await actors[who].client
    .from(table)
    .select('updated_at')
    .eq('id', id)
    .single();
  expect(error).toBeNull();
  return (data as { updated_at: string }).updated_at;
}
