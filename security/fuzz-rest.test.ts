import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRequest, fuzzRequest } from '../server/rest/test/fuzz-requests.ts';
import type { TestServer } from '../server/test/test-server.ts';
import { buildEvent, buildOrganization, buildUser } from '../db/seed/factories.ts';
import { canaryRows, canarySecret, forgeToken, startSecurityServer } from './security-server.ts';

/**
 * The data API grammar fuzz of server/rest (its generators, imported), here
 * against the real application schema over HTTP, through every middleware
 * the server mounts. The generators name the REST fixture tables; each name
 * is mapped onto an application table or function of the same kind (public,
 * hidden, the canary, internal functions).
 */

export const restRuns = 6_000;

const names: Record<string, string> = {
  fx_events: 'events',
  fx_organizations: 'organizations',
  fx_cities: 'cities',
  fx_tags: 'creator_reports',
  fx_notes: 'creator_claims',
  fx_canary: 'security_canary',
  fx_people: 'profiles',
  fx_profiles: 'user_roles',
  fx_event_tags: 'moderation_log',
  fx_events_organization_id_fkey: 'events_organization_id_fkey',
  fx_search_all: 'search_all',
  fx_is_admin: 'is_admin',
  fx_add_numbers: 'create_creator_claim',
  fx_add_tag: 'approve_creator_claim',
  fx_echo: 'verify_creator_claim',
  fx_events_in: 'queue_editor_notifications',
  fx_fail_with: 'rich_text_plain',
};
const columns: Record<string, string> = {
  title: 'title_en',
  tags: 'gallery_image_urls',
  meta: 'service_info',
  search: 'search_text',
};

/** The request's fixture names replaced with application names. */
export function toAppNames(text: string): string {
  return text
    .replace(/fx_[a-z_]+/g, (name) => names[name] ?? name.slice(3))
    .replace(
      /(?<![A-Za-z0-9_])(title|tags|meta|search)(?![A-Za-z0-9_])/g,
      (name) => columns[name] ?? name,
    );
}

let server: TestServer;
let tokens: Record<FuzzRequest['auth'], string | undefined>;
let sent = 0;

beforeAll(async () => {
  // Each request from its own client address (TRUST_PROXY): the grammar, not the rate limits, is fuzzed.
  server = await startSecurityServer({ TRUST_PROXY: 'loopback' });
  const author = await buildUser(server.db);
  await buildOrganization(server.db, { status: 'draft', author_id: author.id });
  await buildEvent(server.db, { status: 'pending_review', author_id: author.id });
  await buildEvent(server.db);
  tokens = {
    none: undefined,
    anon: server.keys.anonKey,
    user: await forgeToken(server, { sub: String(author.id), role: 'authenticated' }),
    service: server.keys.serviceRoleKey,
    garbage: 'x.y.z',
  };
});
afterAll(() => server?.close());

async function send(request: FuzzRequest) {
  const url = new URL(`${server.url}/rest/v1/${toAppNames(request.path)}`);
  for (const [key, value] of request.query)
    url.searchParams.append(toAppNames(key), toAppNames(value));
  sent += 1;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    apikey: server.keys.anonKey,
    'X-Forwarded-For': `10.${Math.floor(sent / 62_500) % 250}.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`,
  };
  if (request.prefer) headers.Prefer = request.prefer;
  if (request.accept) headers.Accept = request.accept;
  const token = tokens[request.auth];
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = request.method === 'POST' || request.method === 'PATCH';
  return fetch(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: toAppNames(request.body) } : {}),
  });
}

describe('the data API of the real schema under generated hostile requests', () => {
  it(`never answers 5xx and never reads or changes the canary (${restRuns} requests)`, async () => {
    const before = await canaryRows(server);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fuzzRequest, async (request) => {
        const response = await send(request);
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(
          response.status,
          `${request.method} ${toAppNames(request.path)} ${text}`,
        ).toBeLessThan(500);
        expect(text).not.toContain(canarySecret);
      }),
      { numRuns: restRuns },
    );
    expect(await canaryRows(server)).toEqual(before);
    expect(before).toHaveLength(2);
    // The fuzz reached past the parser: some requests succeeded, some were refused.
    const sorted = [...statuses].sort(([a], [b]) => a - b);
    console.log(
      `REST fuzz: ${restRuns} requests, statuses ${JSON.stringify(Object.fromEntries(sorted))}`,
    );
    expect(statuses.get(200) ?? 0).toBeGreaterThan(restRuns / 100);
  }, 300_000);
});
