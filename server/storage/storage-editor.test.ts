import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signedInActor } from '../db/test-actors.ts';
import { startStorageServer, type StorageTestServer } from './test/storage-fixture.ts';

/**
 * The portal's roles in storage policies: a policy may name
 * `public.is_editor()` (an editor or admin signed in with two factors, aal2),
 * as moderation would to look at and take down members' files. The editor
 * reads, lists, signs and removes in the owner's folder through that policy
 * alone, may not write there (no such policy), and a member without the role
 * gets nothing from it. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: StorageTestServer;
let editor: Actor;
const text = (value: string) => new Blob([value], { type: 'text/plain' });

beforeAll(async () => {
  t = await startStorageServer();
  await t.server.db.exec(`
    create policy "editors read" on storage.objects for select to authenticated
      using (bucket_id = 'private-files' and (select public.is_editor()));
    create policy "editors remove" on storage.objects for delete to authenticated
      using (bucket_id = 'private-files' and (select public.is_editor()));`);
  editor = await signedInActor(t.server, 'editor', ['editor']);
});
afterAll(async () => {
  await t?.server.close();
});

describe('an editor under the storage policies', () => {
  it('reads, lists and signs a member’s file, and may not write in their folder', async () => {
    const path = `${t.owner.userId}/to-review.txt`;
    const owned = t.owner.client.storage.from('private-files');
    expect((await owned.upload(path, text('a member’s file'))).error).toBeNull();

    const files = editor.client.storage.from('private-files');
    const { data: downloaded } = await files.download(path);
    expect(await downloaded?.text()).toBe('a member’s file');
    const { data: listed } = await files.list(t.owner.userId!);
    expect(listed!.map((f) => f.name)).toContain('to-review.txt');
    expect((await files.createSignedUrl(path, 60)).error).toBeNull();

    const written = await files.upload(`${t.owner.userId}/planted.txt`, text('x'));
    expect(written.error?.message).toBe('new row violates row-level security policy');
    // Another member has no such policy.
    const { error } = await t.other.client.storage.from('private-files').download(path);
    expect(error).not.toBeNull();
  });

  it('removes a member’s file; another member cannot', async () => {
    const path = `${t.owner.userId}/to-take-down.txt`;
    await t.owner.client.storage.from('private-files').upload(path, text('take me down'));
    const byOther = await t.other.client.storage.from('private-files').remove([path]);
    expect(byOther.data).toEqual([]);
    const byEditor = await editor.client.storage.from('private-files').remove([path]);
    expect(byEditor.data!.map((f) => f.name)).toEqual([path]);
    const { data } = await t.owner.client.storage.from('private-files').list(t.owner.userId!);
    expect(data!.map((f) => f.name)).not.toContain('to-take-down.txt');
  });
});
