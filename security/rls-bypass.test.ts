import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCreator,
  buildEvent,
  buildMemorial,
  buildOrganization,
  buildUser,
} from '../db/seed/factories.ts';
import type { TestServer } from '../server/test/test-server.ts';
import { canaryRows, canarySecret, forgeToken, startSecurityServer } from './security-server.ts';

/**
 * Attempts to reach rows that row-level security hides, by the side doors
 * of the data API: embeds, `or` filters, RPC of internal functions, Prefer
 * headers, schema profiles, and the service functions with a forged
 * reporter. Every hidden value carries `hidden`, so no answer may contain it.
 */

const hidden = 'hidden-Qx7';
let server: TestServer;
let tokens: { anon: string; stranger: string; author: string; service: string };
let ids: { draftOrg: string; pendingEvent: string; creator: string; claim: string };
let authorId: string;
let callers = 0;

beforeAll(async () => {
  server = await startSecurityServer({ TRUST_PROXY: 'loopback' });
  const author = await buildUser(server.db, { email: 'author@example.com' });
  const stranger = await buildUser(server.db, { email: 'stranger@example.com' });
  await buildUser(server.db, { email: 'editor@example.com', roles: ['editor'] });
  authorId = String(author.id);
  const publishedOrg = await buildOrganization(server.db, { name_en: 'Public org' });
  const draftOrg = await buildOrganization(server.db, {
    status: 'draft',
    name_en: `Draft org ${hidden}`,
    review_note: `note ${hidden}`,
    author_id: author.id,
  });
  // A published event pointing at a draft organization: the embed must not show the organization.
  await buildEvent(server.db, { title_en: 'Public event', organization_id: draftOrg.id });
  await buildEvent(server.db, {
    title_en: 'Event of public org',
    organization_id: publishedOrg.id,
  });
  const pendingEvent = await buildEvent(server.db, {
    status: 'pending_review',
    title_en: `Pending ${hidden}`,
    author_id: author.id,
    organization_id: publishedOrg.id,
  });
  await buildMemorial(server.db, { visibility: 'private', full_name: `Private ${hidden}` });
  const creator = await buildCreator(server.db, { slug: 'public-creator' });
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.creator_claims (creator_id, email, proof, verification_token_hash)
     values ($1, 'claimant@example.com', $2, $3) returning id::text`,
    [creator.id, `proof ${hidden}`, `hash-${hidden}`],
  );
  await server.db.query(
    `insert into public.creator_reports (creator_id, reason, reporter) values ($1, $2, $3)`,
    [creator.id, `reason ${hidden}`, `reporter ${hidden}`],
  );
  ids = {
    draftOrg: String(draftOrg.id),
    pendingEvent: String(pendingEvent.id),
    creator: String(creator.id),
    claim: rows[0]!.id,
  };
  tokens = {
    anon: server.keys.anonKey,
    stranger: await forgeToken(server, { sub: String(stranger.id), role: 'authenticated' }),
    author: await forgeToken(server, { sub: authorId, role: 'authenticated' }),
    service: server.keys.serviceRoleKey,
  };
});
afterAll(() => server?.close());

type Who = keyof typeof tokens;

async function rest(
  who: Who,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${tokens[who]}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

/** Refused, or answered without a trace of the hidden rows. */
function expectNothingHidden(answer: { status: number; text: string }) {
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(answer.text).not.toContain(hidden);
}

describe('embeds', () => {
  it('a public event does not reveal its draft organization', async () => {
    const answer = await rest('anon', 'events?select=title_en,organizations(name_en,status)');
    expect(answer.status).toBe(200);
    const rows = JSON.parse(answer.text) as { title_en: string; organizations: unknown }[];
    expect(rows.find((row) => row.title_en === 'Public event')?.organizations).toBeNull();
    expectNothingHidden(answer);
  });

  it('inner joins and embedded filters find nothing hidden', async () => {
    for (const who of ['anon', 'stranger'] as const) {
      for (const path of [
        'events?select=id,organizations!inner(name_en)&organizations.status=eq.draft',
        'organizations?select=name_en,events(title_en)&events.status=eq.pending_review',
        'organizations?select=name_en,events!inner(title_en)&events.title_en=like.Pending*',
        'cities?select=slug,memorials(full_name,visibility)',
        'creators?select=slug,creator_claims(proof,verification_token_hash),creator_reports(reason,reporter)',
        'creators?select=slug,creator_claims!inner(proof)',
        'profiles?select=full_name,user_roles(role)',
      ]) {
        const answer = await rest(who, path);
        expectNothingHidden(answer);
      }
    }
  });

  it('spread embeds and computed-looking names do not reach other schemas', async () => {
    for (const path of [
      'organizations?select=...users(email)',
      'organizations?select=auth.users(email)',
      'organizations?select=name_en,users!inner(encrypted_password)',
      'creators?select=slug,...creator_claims(proof)',
    ]) {
      const answer = await rest('anon', path);
      expectNothingHidden(answer);
      expect(answer.text).not.toContain('@example.com');
    }
  });
});

describe('or filters on hidden rows and columns', () => {
  it('finds the hidden rows as the service role (the filters work) and never as anyone else', async () => {
    const paths = [
      `organizations?or=(status.eq.draft,review_note.ilike.*${hidden}*)`,
      `organizations?select=id,name_en&or=(name_en.like.*Qx7*,and(status.neq.published,id.eq.${ids.draftOrg}))`,
      `events?or=(status.eq.pending_review,author_id.eq.${authorId})&select=title_en`,
      `memorials?or=(visibility.eq.private,full_name.ilike.Private*)&select=full_name`,
      `creator_reports?or=(reason.ilike.*Qx7*,reporter.ilike.*Qx7*)`,
      `creator_claims?or=(proof.ilike.*Qx7*,verification_token_hash.like.hash*)`,
    ];
    for (const path of paths) {
      const baseline = await rest('service', path);
      expect(baseline.text, path).toContain(hidden);
      for (const who of ['anon', 'stranger'] as const) expectNothingHidden(await rest(who, path));
    }
  });

  it('a filter on a hidden column is no yes/no oracle: the count is the same for any value', async () => {
    const count = async (value: string) => {
      const answer = await rest(
        'anon',
        `organizations?select=id&or=(review_note.like.${value}*,status.eq.draft)`,
        { headers: { Prefer: 'count=exact' } },
      );
      return answer.headers.get('content-range');
    };
    expect(await count('note')).toBe(await count('zzz'));
    expect(await count('note')).toMatch(/\/0$/);
  });
});

describe('RPC of internal functions', () => {
  it('refuses the server-only and trigger functions to anon and signed-in users', async () => {
    const calls: [string, unknown][] = [
      [
        'create_creator_claim',
        {
          creator_slug: 'public-creator',
          claimant_email: 'x@example.com',
          proof: 'p',
          claimant: null,
        },
      ],
      ['approve_creator_claim', { claim_id: ids.claim }],
      ['queue_editor_notifications', { source_table: 'events', record_id: ids.pendingEvent }],
      ['log_status_change', {}],
      ['record_submitter_ip', {}],
      ['create_profile_for_new_user', {}],
      ['notify_editors_of_pending_row', {}],
      ['assign_slug', {}],
      ['guard_owned_row', {}],
    ];
    for (const [name, args] of calls) {
      for (const who of ['anon', 'stranger'] as const) {
        const answer = await rest(who, `rpc/${name}`, { method: 'POST', body: args });
        expect([401, 403, 404], `${who} ${name}: ${answer.text}`).toContain(answer.status);
      }
    }
    const { rows } = await server.db.query(
      `select status from public.creator_claims where id = $1`,
      [ids.claim],
    );
    expect(rows).toEqual([{ status: 'pending_email_verification' }]);
  });

  it('exposes no function of the auth schema or the catalogs', async () => {
    for (const path of [
      'rpc/uid',
      'rpc/auth.uid',
      'rpc/pg_read_file',
      'rpc/pg_sleep',
      'rpc/set_config',
    ]) {
      const answer = await rest('anon', path, { method: 'POST', body: {} });
      expect([401, 403, 404], `${path}: ${answer.text}`).toContain(answer.status);
    }
    for (const profile of ['auth', 'pg_catalog', 'information_schema']) {
      const read = await rest('anon', 'users?select=*', { headers: { 'Accept-Profile': profile } });
      expect(read.status, read.text).toBe(406);
      const call = await rest('anon', 'rpc/uid', {
        method: 'POST',
        body: {},
        headers: { 'Content-Profile': profile },
      });
      expect(call.status, call.text).toBe(406);
    }
  });

  it('answers the security-definer helpers about the caller only', async () => {
    for (const name of ['is_admin', 'is_editor']) {
      const answer = await rest('anon', `rpc/${name}`, { method: 'POST', body: {} });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toBe(false);
    }
  });
});

describe('Prefer tricks', () => {
  it('tx=commit does not make a refused write stick', async () => {
    for (const who of ['anon', 'stranger'] as const) {
      await rest(who, `organizations?id=eq.${ids.draftOrg}`, {
        method: 'DELETE',
        headers: { Prefer: 'tx=commit, return=representation' },
      });
      await rest(who, 'security_canary?id=gt.0', {
        method: 'DELETE',
        headers: { Prefer: 'tx=commit' },
      });
    }
    const { rows } = await server.db.query('select 1 from public.organizations where id = $1', [
      ids.draftOrg,
    ]);
    expect(rows).toHaveLength(1);
    expect(await canaryRows(server)).toHaveLength(2);
  });

  it('return=representation on rows you cannot see returns nothing and changes nothing', async () => {
    for (const who of ['anon', 'stranger'] as const) {
      const answer = await rest(who, `organizations?id=eq.${ids.draftOrg}`, {
        method: 'PATCH',
        body: { name_en: 'taken over', status: 'published' },
        headers: { Prefer: 'return=representation, count=exact' },
      });
      expectNothingHidden(answer);
      if (answer.status < 300) expect(JSON.parse(answer.text)).toEqual([]);
      const claims = await rest(who, `creator_claims?id=eq.${ids.claim}`, {
        method: 'PATCH',
        body: { status: 'approved' },
        headers: { Prefer: 'return=representation' },
      });
      expectNothingHidden(claims);
    }
    const { rows } = await server.db.query(
      'select name_en, status from public.organizations where id = $1',
      [ids.draftOrg],
    );
    expect(rows).toEqual([{ name_en: `Draft org ${hidden}`, status: 'draft' }]);
  });

  it('count=exact counts only visible rows, and hidden tables count zero', async () => {
    for (const path of [
      'organizations?status=eq.draft',
      'creator_reports',
      'creator_claims',
      'security_canary',
      'moderation_log',
      'submitter_ips',
    ]) {
      for (const who of ['anon', 'stranger'] as const) {
        for (const method of ['GET', 'HEAD']) {
          const answer = await rest(who, `${path}${path.includes('?') ? '&' : '?'}select=*`, {
            method,
            headers: { Prefer: 'count=exact' },
          });
          expectNothingHidden(answer);
          const range = answer.headers.get('content-range');
          if (answer.status === 200 || answer.status === 206)
            expect(range, `${who} ${path}`).toMatch(/\/0$/);
        }
      }
    }
  });

  it('an author inserting as someone else, or straight to published, is refused', async () => {
    const answer = await rest('author', 'organizations', {
      method: 'POST',
      body: {
        name_en: 'Forged',
        status: 'published',
        author_id: ids.creator,
        category: 'culture',
        city_tag: 'toronto',
      },
      headers: { Prefer: 'return=representation, tx=commit, missing=default' },
    });
    expect([400, 401, 403], answer.text).toContain(answer.status);
    const { rows } = await server.db.query(
      "select 1 from public.organizations where name_en = 'Forged'",
    );
    expect(rows).toHaveLength(0);
  });
});

describe('service functions with a forged reporter', () => {
  async function invoke(name: string, body: unknown, token?: string) {
    const response = await fetch(`${server.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        'Content-Type': 'application/json',
        'X-Forwarded-For': `10.9.0.${++callers}`,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const latestReporter = async () => {
    const { rows } = await server.db.query<{ reporter: string }>(
      'select reporter from public.creator_reports order by created_at desc limit 1',
    );
    return rows[0]?.reporter;
  };

  it('stores the verified caller as reporter, never the one the body or the token claims', async () => {
    const forged = {
      creatorSlug: 'public-creator',
      reason: 'spam',
      reporterInfo: 'editor@example.com',
      reporter: 'editor@example.com',
    };
    expect((await invoke('report-creator-profile', forged)).status).toBe(200);
    expect(await latestReporter()).toBe('Anonymous user');

    // A genuine token whose email claim lies: the address comes from the account, not the claim.
    const lying = await forgeToken(server, {
      sub: authorId,
      role: 'authenticated',
      email: 'editor@example.com',
    });
    expect((await invoke('report-creator-profile', forged, lying)).status).toBe(200);
    expect(await latestReporter()).toBe('author@example.com');

    // A token signed with another key is refused outright.
    const wrongKey = await forgeToken(
      server,
      { sub: authorId, role: 'service_role' },
      'x'.repeat(40),
    );
    expect((await invoke('report-creator-profile', forged, wrongKey)).status).toBe(401);
  });

  it('a claim cannot name another claimant, and notifications only go out for fresh pending rows', async () => {
    const claim = await invoke('request-creator-claim', {
      slug: 'public-creator',
      email: 'thief@example.com',
      proof: 'trust me',
      claimant: authorId,
      claimant_user_id: authorId,
    });
    expect(claim.status).toBe(200);
    const { rows } = await server.db.query(
      "select claimant_user_id from public.creator_claims where email = 'thief@example.com'",
    );
    expect(rows).toEqual([{ claimant_user_id: null }]);

    const before = await server.db.query('select count(*)::int as n from public.mail_outbox');
    for (const body of [
      { table: 'organizations', record: { id: ids.draftOrg } },
      { table: 'creators', record: { id: ids.creator } },
      { table: 'auth.users', record: { id: authorId } },
      { table: 'events; drop table public.security_canary', record: { id: ids.pendingEvent } },
    ]) {
      const answer = await invoke('notify-editors-on-submission', body);
      expect([200, 400], JSON.stringify(answer.body)).toContain(answer.status);
    }
    const after = await server.db.query('select count(*)::int as n from public.mail_outbox');
    expect(after.rows).toEqual(before.rows);
    expect(await canaryRows(server)).toHaveLength(2);
    expect(JSON.stringify(await canaryRows(server))).toContain(canarySecret);
  });
});
