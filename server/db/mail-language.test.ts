import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideSubmission } from '../test/decide.ts';
import { outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actor, signedInActor } from './test-actors.ts';

/**
 * Issue 38, the language of a member's mail (0871): the language they chose
 * in their account settings; without a choice, the language the submission
 * the mail is about was made in; without that, the language of sign-up.
 * The member acts through supabase-js and GoTrue's PUT /user, as the
 * browser does; the editor decides through decide_submission.
 */

let server: TestServer;
let member: Actor;
let editor: Actor;

beforeAll(async () => {
  server = await startTestServer();
  member = await signedInActor(server, 'owner');
  editor = await signedInActor(server, 'editor', ['editor']);
  // Signed up in English, as the account's metadata says.
  await server.db.query(
    `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"language": "en"}'
      where id = $1`,
    [member.userId],
  );
});
afterAll(() => server.close());

async function submit(name: string, language?: string) {
  const id = randomUUID();
  const { error } = await member.client.from('organizations').insert({
    id,
    name_en: name,
    category: 'culture',
    city_tag: 'toronto',
    ...(language ? { submission_language: language } : {}),
  } as never);
  expect(error).toBeNull();
  return id;
}

async function localesOf(id: string) {
  return (await outboxTo(server.db, member.email!))
    .filter((message) => message.data.id === id)
    .map((message) => `${message.template} ${message.locale}`);
}

describe('the language of a member’s mail', () => {
  it('is the submission’s when the member chose none', async () => {
    const id = await submit('Kulturni centar', 'sr_latin');
    expect(
      (await decideSubmission(editor.client, 'organizations', id, 'published')).error,
    ).toBeNull();
    expect(await localesOf(id)).toEqual([
      'submission_received sr_latin',
      'submission_published sr_latin',
    ]);
  });

  it('is the account’s when the submission names none', async () => {
    const id = await submit('Old client club');
    expect(await localesOf(id)).toEqual(['submission_received en']);
  });

  it('is the member’s own choice above all', async () => {
    const response = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${member.accessToken}`,
        apikey: server.keys.anonKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ data: { language: 'sr_cyrillic', mail_language: 'sr_cyrillic' } }),
    });
    expect(response.status).toBe(200);
    const id = await submit('English club', 'en');
    const rejected = await decideSubmission(
      editor.client,
      'organizations',
      id,
      'rejected',
      'Duplicate of an existing club.',
    );
    expect(rejected.error).toBeNull();
    expect(await localesOf(id)).toEqual([
      'submission_received sr_cyrillic',
      'submission_rejected sr_cyrillic',
    ]);
  });

  it('refuses a language the portal does not write', async () => {
    const { error } = await member.client.from('organizations').insert({
      name_en: 'Klingon club',
      category: 'culture',
      city_tag: 'toronto',
      submission_language: 'tlh',
    } as never);
    expect(error?.code).toBe('23514');
  });
});
