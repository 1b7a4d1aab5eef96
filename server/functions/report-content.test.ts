import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildCreator, buildOrganization } from '../../db/seed/factories.ts';
import { accessToken, type Actor, signedInActor } from '../db/test-actors.ts';
import { renderMail } from '../mail/render-mail.ts';
import { digestLinesTo, outboxTo } from '../test/outbox.ts';
import { addressSequence, functionInvoker } from '../test/invoke-function.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** report-content (organizations, businesses, creators) through supabase-js `functions.invoke`. */

let server: TestServer;
let editor: Actor;

/** Each call comes from its own address (TRUST_PROXY=loopback), so rate limits stay per test. */
const freshIp = addressSequence('198.51');

const invoke = functionInvoker(() => server, freshIp);

async function storedReports(column: 'organization_id' | 'business_id', id: unknown) {
  const { rows } = await server.db.query<{ reason: string; reporter: string; status: string }>(
    `select reason, reporter, status from public.content_reports where ${column} = $1
     order by created_at`,
    [id],
  );
  return rows;
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  editor = await signedInActor(server, 'editor', ['editor']);
});
afterAll(() => server?.close());

describe('report-content', () => {
  it('a visitor reports an organization; the editors’ next digest lists it, no mail of its own', async () => {
    const organization = await buildOrganization(server.db);
    const answer = await invoke('report-content', {
      kind: 'organization',
      slug: organization.slug,
      reason: '  The phone number is wrong.  ',
    });
    expect(answer.status).toBe(200);
    expect(await storedReports('organization_id', organization.id)).toEqual([
      { reason: 'The phone number is wrong.', reporter: 'Anonymous user', status: 'open' },
    ]);
    const lines = (await digestLinesTo(server.db, editor.email!)).filter(
      (line) => line.id === organization.id,
    );
    expect(lines).toEqual([
      {
        table: 'organizations',
        id: organization.id,
        title: organization.name_en,
        kind: 'report',
        times: 1,
        detail: 'The phone number is wrong.',
      },
    ]);
    const single = (await outboxTo(server.db, editor.email!)).filter(
      (mail) => mail.template !== 'editor_digest',
    );
    expect(single).toEqual([]);
  });

  it('12 reports of one organization are one digest line per editor, not 12 mails each', async () => {
    const organization = await buildOrganization(server.db);
    const admin = await signedInActor(server, 'admin', ['admin']);
    const before = {
      editor: (await outboxTo(server.db, editor.email!)).length,
      admin: (await outboxTo(server.db, admin.email!)).length,
    };
    for (let report = 1; report <= 12; report += 1) {
      const body = { kind: 'organization', slug: organization.slug, reason: `Report ${report}` };
      expect((await invoke('report-content', body)).status).toBe(200);
    }
    expect(await storedReports('organization_id', organization.id)).toHaveLength(12);
    for (const person of [editor, admin]) {
      const lines = (await digestLinesTo(server.db, person.email!)).filter(
        (line) => line.id === organization.id,
      );
      expect(lines).toEqual([expect.objectContaining({ times: 12, detail: 'Report 12' })]);
    }
    // One digest each for everything waiting, whatever the number of reports.
    expect((await outboxTo(server.db, editor.email!)).length - before.editor).toBe(1);
    expect((await outboxTo(server.db, admin.email!)).length - before.admin).toBe(1);
  });

  it('a Serbian editor’s digest names the reported item in Serbian', async () => {
    const organization = await buildOrganization(server.db, { name_sr_cyrl: 'Српско коло' });
    await server.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"language":"sr_latin"}'
       where id = $1`,
      [editor.userId],
    );
    const answer = await invoke('report-content', {
      kind: 'organization',
      slug: organization.slug,
      reason: 'Wrong phone.',
    });
    expect(answer.status).toBe(200);
    await server.db.query('select public.compose_editor_digests(0)');
    const { rows } = await server.db.query<{ locale: string; data: Record<string, unknown> }>(
      `select locale, data from public.mail_outbox
       where to_address = $1 and template = 'editor_digest'
         and data -> 'items' @> jsonb_build_array(jsonb_build_object('id', $2::text))`,
      [editor.email, organization.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.locale).toBe('sr_latin');
    const mail = renderMail({ template: 'editor_digest', ...rows[0]! }, 'https://z.example');
    expect(mail.text).toContain('Organizacija — primedba: Srpsko kolo — Wrong phone.');
    expect(mail.text).toContain('https://z.example/admin?tab=reports');
    await server.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data - 'language' where id = $1`,
      [editor.userId],
    );
  });

  it('a signed-in user reports a business under their own address, whatever the body says', async () => {
    const business = await buildBusiness(server.db);
    const user = await signedInActor(server, 'other');
    const token = await accessToken(server, user.userId!, user.email!);
    const body = { kind: 'business', slug: business.slug, reason: 'Closed for good.' };
    const answer = await invoke(
      'report-content',
      { ...body, reporter: 'forged@example.com' },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(await storedReports('business_id', business.id)).toEqual([
      { reason: 'Closed for good.', reporter: user.email, status: 'open' },
    ]);
  });

  it('refuses an unpublished or unknown item, a blank or over-long reason, an unknown kind', async () => {
    const draft = await buildOrganization(server.db, { status: 'pending_review' });
    const hidden = await invoke('report-content', {
      kind: 'organization',
      slug: draft.slug,
      reason: 'x',
    });
    expect(hidden).toMatchObject({ status: 404, body: { code: 'organization_not_found' } });
    const missing = await invoke('report-content', {
      kind: 'business',
      slug: 'nobody',
      reason: 'x',
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'business_not_found' } });
    // A pending listing answers exactly like an unknown slug, and nobody is told its name.
    const pending = await buildBusiness(server.db, { status: 'pending_review' });
    const pendingAnswer = await invoke('report-content', {
      kind: 'business',
      slug: pending.slug,
      reason: 'x',
    });
    expect(pendingAnswer).toEqual(missing);
    expect(await storedReports('business_id', pending.id)).toEqual([]);
    expect(
      (await digestLinesTo(server.db, editor.email!)).filter(
        (line) => line.id === pending.id && line.kind === 'report',
      ),
    ).toEqual([]);
    const business = await buildBusiness(server.db);
    const blank = await invoke('report-content', {
      kind: 'business',
      slug: business.slug,
      reason: ' ',
    });
    expect(blank.body.errors).toEqual({ reason: 'reports.validation.reasonRequired' });
    const long = await invoke('report-content', {
      kind: 'business',
      slug: business.slug,
      reason: 'x'.repeat(4_001),
    });
    expect(long).toMatchObject({
      status: 400,
      body: { errors: { reason: 'reports.validation.tooLong' } },
    });
    const kind = await invoke('report-content', {
      kind: 'memorial',
      slug: business.slug,
      reason: 'x',
    });
    expect(kind.status).toBe(400);
    expect(await storedReports('business_id', business.id)).toEqual([]);
  });

  it('reports a creator through the same machinery', async () => {
    const creator = await buildCreator(server.db);
    const answer = await invoke('report-content', {
      kind: 'creator',
      slug: creator.slug,
      reason: 'Fake.',
    });
    expect(answer.status).toBe(200);
    const { rows } = await server.db.query(
      'select reason from public.creator_reports where creator_id = $1',
      [creator.id],
    );
    expect(rows).toEqual([{ reason: 'Fake.' }]);
  });

  it('counts every report from one address against one limit, whichever kind or endpoint', async () => {
    const organization = await buildOrganization(server.db);
    const creator = await buildCreator(server.db);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const body = { kind: 'organization', slug: organization.slug, reason: `Burst ${attempt}` };
      statuses.push((await invoke('report-content', body, { ip })).status);
    }
    const viaCreator = { creatorSlug: creator.slug, reason: 'Burst' };
    statuses.push((await invoke('report-creator-profile', viaCreator, { ip })).status);
    statuses.push(
      (await invoke('report-content', { kind: 'business', slug: 'x', reason: 'r' }, { ip })).status,
    );
    statuses.push((await invoke('report-creator-profile', viaCreator, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await storedReports('organization_id', organization.id)).toHaveLength(4);
  });
});
