import { describe, expect, it } from 'vitest';
import { parsePrefer } from '../http/prefer.ts';
import { negotiateOutput } from '../http/negotiate.ts';
import type { RestEnvironment, RestRequest } from '../http/rest-request.ts';
import type { SchemaCacheStore } from '../schema/schema-cache-store.ts';
import { fakeSchema } from '../test/fake-schema.ts';
import { planCall } from './plan-call.ts';
import { planKey } from './plan-key.ts';
import { compilePlan, planParams } from './plan-statement.ts';
import { planTable } from './plan-table.ts';
import type { Plan } from './plan-types.ts';

/**
 * The statement cache key is the plan without its values: requests that differ
 * only in values share a key (and the SQL), and a key never stands for two SQL texts.
 */

const cache = fakeSchema();
const env = {
  store: { current: cache } as SchemaCacheStore,
  maxRows: 1000,
  aggregatesEnabled: true,
} as RestEnvironment;

interface Ask {
  method?: RestRequest['method'];
  search?: string;
  prefer?: string;
  accept?: string;
  body?: string;
  range?: string;
}

function plan(target: string, ask: Ask = {}): Plan {
  const search = ask.search ?? '';
  const headers = new Headers();
  if (ask.prefer) headers.set('prefer', ask.prefer);
  if (ask.range) headers.set('range', ask.range);
  const request: RestRequest = {
    method: ask.method ?? 'GET',
    path: `/${target}`,
    search,
    query: [...new URLSearchParams(search)],
    headers,
    headersJson: '{}',
    body: ask.body ?? '',
    role: { role: 'service_role', claims: '{}' },
    prefer: parsePrefer(ask.prefer),
    output: negotiateOutput(ask.accept),
    clientIp: '127.0.0.1',
    limitMultiplier: 1,
  };
  return target.startsWith('rpc/')
    ? planCall(env, request, target.slice(4))
    : planTable(env, request, target);
}

describe('planKey', () => {
  it('is the same for requests that differ only in values, and so is the SQL', () => {
    const pairs: [Plan, Plan][] = [
      [
        plan('events', { search: '?select=id,title&status=eq.published&limit=5' }),
        plan('events', { search: '?select=id,title&status=eq.draft&limit=9', range: '0-3' }),
      ],
      [
        plan('tags', { method: 'POST', body: '{"name":"a"}', prefer: 'return=representation' }),
        plan('tags', { method: 'POST', body: '{"name":"bb"}', prefer: 'return=representation' }),
      ],
      [
        plan('tags', { method: 'PATCH', search: '?id=eq.1', body: '{"name":"a"}' }),
        plan('tags', { method: 'PATCH', search: '?id=eq.2', body: '{"name":"b"}' }),
      ],
      [
        plan('rpc/search_all', { search: '?keyword=a&id=gt.1' }),
        plan('rpc/search_all', { search: '?keyword=b&id=gt.2' }),
      ],
    ];
    for (const [a, b] of pairs) {
      expect(planKey(a)).toBe(planKey(b));
      const statement = compilePlan(cache, a);
      expect(compilePlan(cache, b)).toEqual(statement);
      expect(planParams(statement, a)).not.toEqual(planParams(statement, b));
    }
  });

  it('differs for every change that changes the SQL', () => {
    const plans = [
      plan('events'),
      plan('events', { search: '?select=id' }),
      plan('events', { search: '?select=id,organizations(name_en)' }),
      plan('events', { search: '?status=eq.a' }),
      plan('events', { search: '?status=neq.a' }),
      plan('events', { search: '?order=title' }),
      plan('events', { prefer: 'count=exact' }),
      plan('events', { accept: 'text/csv' }),
      plan('events', { accept: 'application/vnd.pgrst.object+json;nulls=stripped' }),
      plan('tags'),
      plan('tags', { method: 'POST', body: '{"name":"a"}' }),
      plan('tags', { method: 'POST', body: '{"id":1,"name":"a"}' }),
      plan('tags', { method: 'POST', body: '{"name":"a"}', prefer: 'return=representation' }),
      plan('tags', { method: 'POST', body: '{"name":"a"}', prefer: 'return=headers-only' }),
      plan('tags', { method: 'POST', body: '{"name":"a"}', prefer: 'missing=default' }),
      plan('tags', {
        method: 'POST',
        body: '{"id":1,"name":"a"}',
        prefer: 'resolution=merge-duplicates',
      }),
      plan('tags', {
        method: 'POST',
        body: '{"id":1,"name":"a"}',
        prefer: 'resolution=ignore-duplicates',
      }),
      plan('tags', { method: 'PATCH', body: '{"name":"a"}' }),
      plan('tags', { method: 'DELETE' }),
      plan('tags', { method: 'DELETE', prefer: 'return=representation' }),
      plan('rpc/search_all', { search: '?keyword=a' }),
      plan('rpc/search_all', { search: '?keyword=a&select=id' }),
      plan('rpc/is_admin'),
    ];
    const keys = plans.map(planKey);
    expect(new Set(keys).size).toBe(plans.length);
    const sql = plans.map((each) => compilePlan(cache, each).sql);
    expect(new Set(sql).size).toBe(plans.length);
  });

  it('holds no value of the request', () => {
    const key = planKey(
      plan('events', { search: '?title=eq.Secret%20title&limit=7', range: '3-4' }),
    );
    expect(key).not.toContain('Secret');
    expect(key).not.toContain('7');
  });
});
