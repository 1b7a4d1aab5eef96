import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCity, buildOrganization } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';

/**
 * A reference to a row the caller cannot see answers exactly like a
 * reference to a row that does not exist (db/migrations/0231): same status,
 * code, message and detail (but for the id itself), and nothing is stored.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  await buildCity(server.db, 'toronto');
});
afterAll(() => server.close());

const event = (organizationId: string) => ({
  id: randomUUID(),
  title_en: 'Slava',
  title_sr_cyrl: 'Слава',
  event_date: '2031-01-19',
  city_tag: 'toronto',
  organization_id: organizationId,
});

interface Answer {
  status: number;
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

/** The answer without the probed id, so a hidden and a missing id can be compared. */
function shape(
  { status, error }: { status: number; error: Omit<Answer, 'status'> | null },
  id: string,
) {
  return {
    status,
    code: error?.code,
    message: error?.message,
    details: error?.details?.replace(id, '<id>'),
    hint: error?.hint,
  };
}

async function hiddenOrganization() {
  return String(
    (await buildOrganization(server.db, { status: 'draft', author_id: actors.other.userId })).id,
  );
}

describe('events.organization_id', () => {
  it('an insert naming a hidden organization answers like one naming a missing one', async () => {
    const hidden = await hiddenOrganization();
    const missing = randomUUID();
    const client = actors.owner.client;
    const hiddenRow = event(hidden);
    const toHidden = await client.from('events').insert(hiddenRow);
    const toMissing = await client.from('events').insert(event(missing));
    expect(shape(toHidden, hidden)).toEqual(shape(toMissing, missing));
    expect(shape(toMissing, missing)).toMatchObject({
      status: 409,
      code: '23503',
      details: 'Key (organization_id)=(<id>) is not present in table "organizations".',
    });
    expect(await storedRow(server.db, 'events', hiddenRow.id)).toBeUndefined();
  });

  it('an update naming a hidden organization answers like one naming a missing one', async () => {
    const hidden = await hiddenOrganization();
    const missing = randomUUID();
    const draft = { id: randomUUID() };
    await server.db.query(
      `insert into public.events (id, title_en, title_sr_cyrl, event_date, city_tag, status, author_id)
       values ($1, 'Draft', 'Нацрт', '2031-01-19', 'toronto', 'draft', $2)`,
      [draft.id, actors.owner.userId],
    );
    const update = (organizationId: string) =>
      actors.owner.client
        .from('events')
        .update({ organization_id: organizationId })
        .eq('id', draft.id);
    expect(shape(await update(hidden), hidden)).toEqual(shape(await update(missing), missing));
    expect((await storedRow(server.db, 'events', draft.id))?.organization_id).toBeNull();
  });

  it('still accepts organizations the caller can see', async () => {
    const published = String((await buildOrganization(server.db)).id);
    const ownDraft = String(
      (await buildOrganization(server.db, { status: 'draft', author_id: actors.owner.userId })).id,
    );
    for (const organizationId of [published, ownDraft]) {
      const { error } = await actors.owner.client.from('events').insert(event(organizationId));
      expect(error, organizationId).toBeNull();
    }
    const hidden = await hiddenOrganization();
    const byEditor = await actors.editor.client
      .from('events')
      .insert({ ...event(hidden), author_id: actors.editor.userId });
    expect(byEditor.error).toBeNull();
  });
});
