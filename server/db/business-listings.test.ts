import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness } from '../../db/seed/factories.ts';
import { tableWriteLimits } from '../rest/rest-limits.ts';
import { editorNotices, outboxTo } from '../test/outbox.ts';
import { receivedText } from '../test/smtp-receiver.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';
import { type Actor, signedInActor } from './test-actors.ts';
import { decideClaim, decideRevision, decideSubmission } from '../test/decide.ts';

/**
 * Issue 20, the business directory for real (0440, 0441): a signed-in
 * submission goes through the review queue to the public list; a listing
 * without owner is claimed (mail link, editor approval) and its owner edits
 * it through a revision an editor approves. Through supabase-js as anon,
 * authenticated and editor, mail delivered to a real SMTP receiver.
 */

let server: ServerWithSmtp;
let editor: Actor;
let owner: Actor;
let stranger: Actor;
let ipCounter = 0;

beforeAll(async () => {
  server = await startServerWithSmtp({ TRUST_PROXY: 'loopback' });
  editor = await signedInActor(server, 'editor', ['editor']);
  owner = await signedInActor(server, 'owner');
  stranger = await signedInActor(server, 'other');
});
afterAll(() => server.close());

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const listed = async (id: string) => {
  const { data, error } = await server.client().from('businesses').select('id').eq('id', id);
  expect(error).toBeNull();
  return data!.length === 1;
};

describe('adding a business', () => {
  it('goes through the review queue and is listed once an editor publishes it', async () => {
    const id = randomUUID();
    const name = `Pekara Zlatni Klas ${unique()}`;
    const row = {
      id,
      name_en: name,
      name_sr_cyrl: 'Пекара Златни клас',
      category: 'restaurant',
      city_tag: 'Toronto',
      phone: '+1 416 555 0100',
      website: 'https://zlatniklas.example.com',
    };
    // Visitors cannot add one.
    const anon = await server
      .client()
      .from('businesses')
      .insert({ ...row, id: randomUUID() });
    expect(anon.error?.code).toBe('42501');
    // A signed-in person cannot publish it themselves.
    const published = await owner.client
      .from('businesses')
      .insert({ ...row, id: randomUUID(), status: 'published' });
    expect(published.error?.code).toBe('42501');

    const { error } = await owner.client.from('businesses').insert(row);
    expect(error).toBeNull();
    expect(await listed(id)).toBe(false);
    const mine = await owner.client.from('businesses').select('status, author_id').eq('id', id);
    expect(mine.data).toEqual([{ status: 'pending_review', author_id: owner.userId }]);
    expect(await stranger.client.from('businesses').select('id').eq('id', id)).toMatchObject({
      data: [],
    });
    // The author hears it arrived; editors get a submission notice; the address is kept.
    expect((await outboxTo(server.db, owner.email!)).map((m) => m.template)).toContain(
      'submission_received',
    );
    expect(await editorNotices(server.db, editor.email!, id)).toEqual([
      { source_table: 'businesses', title: name, digested: false },
    ]);
    const context = await editor.client.rpc('moderation_context', {
      source_table: 'businesses',
      row_ids: [id],
    });
    expect(context.error).toBeNull();
    expect(context.data[0]).toMatchObject({ submitter_email: owner.email });
    expect(context.data[0].submitter_ip).not.toBe('');

    // A stranger cannot publish it; an editor can.
    await stranger.client.from('businesses').update({ status: 'published' }).eq('id', id);
    expect(await listed(id)).toBe(false);
    const decision = await decideSubmission(editor.client, 'businesses', id, 'published');
    expect(decision.error).toBeNull();
    expect(await listed(id)).toBe(true);
    expect(await receivedText(server.smtp, owner.email!, `Published: ${name}`)).toContain(
      '/business-directory',
    );
    const log = await editor.client
      .from('moderation_log')
      .select('from_status, to_status')
      .eq('row_id', id);
    expect(log.data).toEqual([{ from_status: 'pending_review', to_status: 'published' }]);
  });

  it('is limited per account (429 after the hourly allowance)', async () => {
    const busy = await signedInActor(server, 'other');
    const allowance = tableWriteLimits.businesses!.userInserts;
    let status = 0;
    for (let n = 0; n <= allowance && status !== 429; n += 1) {
      const result = await busy.client.from('businesses').insert({
        id: randomUUID(),
        name_en: `Shop ${n}`,
        category: 'retail',
        city_tag: 'toronto',
      });
      status = result.status;
    }
    expect(status).toBe(429);
  });

  it('refuses fields over their limits with the column named', async () => {
    const { error } = await owner.client.from('businesses').insert({
      id: randomUUID(),
      name_en: 'x'.repeat(201),
      category: 'retail',
      city_tag: 'toronto',
    });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('name_en');
  });
});

async function requestClaim(slug: string, email: string) {
  ipCounter += 1;
  const { error } = await server.client().functions.invoke('request-business-claim', {
    body: { slug, email, proof: 'I am the owner; call the shop.' },
    headers: { 'X-Forwarded-For': `203.0.113.${ipCounter}`, 'X-Language': 'sr_cyrillic' },
  });
  return error;
}

/** The token of the verification link in the mail's text (sent mail is redacted in the outbox). */
function claimToken(mailText: string) {
  const match = /\/business-directory\/verify-claim\?token=([0-9a-f]+)&kind=business/.exec(
    mailText,
  );
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('claiming a listing', () => {
  it('verify by mail, editor approval, owner edits through an approved revision', async () => {
    const business = await buildBusiness(server.db, {
      name_en: 'Auto Servis Mika',
      name_sr_cyrl: 'Ауто сервис Мика',
      email: `shop-${unique()}@example.com`,
    });
    const claimable = await server
      .client()
      .from('businesses')
      .select('claimable')
      .eq('id', business.id);
    expect(claimable.data).toEqual([{ claimable: true }]);

    expect(await requestClaim(String(business.slug), owner.email!)).toBeNull();
    // A claim before verification gives nothing: not even a second look at the row.
    const { rows } = await server.db.query<{ id: string; target_kind: string }>(
      'select id::text, target_kind from public.creator_claims where business_id = $1',
      [business.id],
    );
    expect(rows).toHaveLength(1);
    const claimId = rows[0]!.id;
    expect(rows[0]!.target_kind).toBe('business');
    const claimMail = await receivedText(
      server.smtp,
      owner.email!,
      'Потврдите захтев за оглас фирме',
    );
    // A Serbian reader's mail names the listing by its Serbian name (issue 21).
    expect(claimMail).toContain('Ауто сервис Мика');

    const verified = await server
      .client()
      .rpc('verify_creator_claim', { token: claimToken(claimMail) });
    expect(verified.data).toBe('verified');
    expect(
      await receivedText(server.smtp, owner.email!, 'Захтев је потврђен: Ауто сервис Мика'),
    ).toContain('Оглас за то време остаје објављен.');
    // The listing's public address hears of it; editors get a claim notice.
    expect(
      await receivedText(
        server.smtp,
        String(business.email),
        'Someone claimed the listing "Auto Servis Mika"',
      ),
    ).toContain('/business-directory');
    expect(await editorNotices(server.db, editor.email!, claimId)).toEqual([
      { source_table: 'creator_claims', title: 'Auto Servis Mika', digested: false },
    ]);

    // The editors' queue reads the claim with its listing.
    const queue = await editor.client
      .from('creator_claims')
      .select('id, target_kind, businesses(name_en, slug)')
      .eq('id', claimId);
    expect(queue.data).toEqual([
      {
        id: claimId,
        target_kind: 'business',
        businesses: { name_en: 'Auto Servis Mika', slug: business.slug },
      },
    ]);
    // Strangers see no claims and approve nothing.
    expect(
      (await stranger.client.from('creator_claims').select('id').eq('id', claimId)).data,
    ).toEqual([]);
    const byStranger = await decideClaim(stranger.client, claimId, true);
    expect(byStranger.error?.code).toBe('42501');

    const approval = await decideClaim(editor.client, claimId, true);
    expect(approval).toMatchObject({ error: null, data: 'approved' });
    expect(
      await receivedText(server.smtp, owner.email!, 'Захтев је одобрен: Ауто сервис Мика'),
    ).toContain('/dashboard?tab=businesses');
    // The dashboard's query lists it as the owner's; the public no longer sees it as claimable.
    const mine = await owner.client
      .from('businesses')
      .select('id, status')
      .eq('author_id', owner.userId!);
    expect(mine.data).toContainEqual({ id: business.id, status: 'published' });
    const after = await server
      .client()
      .from('businesses')
      .select('claimable')
      .eq('id', business.id);
    expect(after.data).toEqual([{ claimable: false }]);
    // A second claim is refused.
    const again = await requestClaim(String(business.slug), `late-${unique()}@example.com`);
    expect(again).not.toBeNull();

    // A stranger proposes nothing; the owner's change goes live after an editor approves it.
    const refused = await stranger.client.rpc('propose_content_revision', {
      target_table: 'businesses',
      row_id: business.id,
      changes: { phone: '+1 000' },
    });
    expect(refused.error?.code).toBe('42501');
    const proposal = await owner.client.rpc('propose_content_revision', {
      target_table: 'businesses',
      row_id: business.id,
      changes: { phone: '+1 905 555 0199', status: 'draft', author_id: stranger.userId },
    });
    expect(proposal.error).toBeNull();
    const publicPhone = async () =>
      (await server.client().from('businesses').select('phone, status').eq('id', business.id)).data;
    expect(await publicPhone()).toEqual([{ phone: business.phone ?? null, status: 'published' }]);
    const decided = await decideRevision(editor.client, 'content_revisions', proposal.data, true);
    expect(decided.data).toBe('approved');
    expect(await publicPhone()).toEqual([{ phone: '+1 905 555 0199', status: 'published' }]);
  });

  it('answers 404 for an unknown listing and refuses one that has an owner', async () => {
    expect(await requestClaim(`missing-${unique()}`, `x-${unique()}@example.com`)).not.toBeNull();
    const owned = await buildBusiness(server.db, { author_id: stranger.userId });
    const error = await requestClaim(String(owned.slug), `y-${unique()}@example.com`);
    expect(error).not.toBeNull();
    const { rows } = await server.db.query(
      'select 1 from public.creator_claims where business_id = $1',
      [owned.id],
    );
    expect(rows).toEqual([]);
  });

  it('is rate limited per client address (429)', async () => {
    const business = await buildBusiness(server.db, {});
    ipCounter += 1;
    const headers = { 'X-Forwarded-For': `203.0.113.${200 + (ipCounter % 50)}` };
    let status = 0;
    for (let n = 0; n < 7 && status !== 429; n += 1) {
      const { error } = await server.client().functions.invoke('request-business-claim', {
        body: { slug: business.slug, email: `rate-${n}-${unique()}@example.com`, proof: 'proof' },
        headers,
      });
      status = (error as { context?: Response } | null)?.context?.status ?? 200;
    }
    expect(status).toBe(429);
  });
});
