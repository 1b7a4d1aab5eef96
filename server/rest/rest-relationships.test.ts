import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.ts';
import { reloadSchemaCache } from './schema/schema-cache-store.ts';
import { startRestTestServer } from './test/rest-test-server.ts';

/**
 * PostgREST's relationship resolution (issue 24): self-references, FK
 * constraint names and FK columns as targets when views repeat the keys,
 * computed fields and computed relationships (functions of a row type), and
 * functions with one unnamed parameter.
 */

const schemaSql = `
create table public.fx_pairs (
  id int primary key,
  first_person int not null references public.fx_people (id),
  second_person int references public.fx_people (id)
);
insert into public.fx_pairs values (1, 1, 2), (2, 2, null);
create view public.fx_people_named with (security_invoker = true) as
  select id, name from public.fx_people where name is not null;

create function public.fx_shout(public.fx_people) returns text language sql stable as
  $$ select upper($1.name) $$;
create function public.fx_reports(public.fx_people) returns setof public.fx_people
  language sql stable as $$ select * from public.fx_people where manager_id = $1.id order by id $$;
create function public.fx_first_report(public.fx_people) returns setof public.fx_people
  language sql stable rows 1 as
  $$ select * from public.fx_people where manager_id = $1.id order by id limit 1 $$;
create function public.fx_manager_row(person public.fx_people) returns public.fx_people
  language sql stable as $$ select * from public.fx_people where id = person.manager_id $$;

create function public.fx_unnamed() returns int language sql as 'select 1';
create function public.fx_unnamed(int) returns int language sql as 'select 2';
create function public.fx_unnamed(text) returns text language sql as $$ select 'text: ' || $1 $$;
create function public.fx_unnamed_or_none() returns int language sql as 'select 1';
create function public.fx_unnamed_or_none(text default 'x') returns text language sql as
  $$ select $1 $$;
grant select on public.fx_pairs, public.fx_people_named to anon, authenticated;
`;

let server: TestServer;
beforeAll(async () => {
  server = await startRestTestServer();
  await server.db.exec(schemaSql);
  await reloadSchemaCache(server.db);
});
afterAll(() => server.close());

const people = () => server.client().from('fx_people');

describe('relationship resolution', () => {
  it('embeds the children of a self-reference by its table, the parent by its FK column', async () => {
    const children = await people().select('name, fx_people(name)').order('id');
    expect(children.error).toBeNull();
    expect(children.data).toEqual([
      { name: 'Boss', fx_people: [{ name: 'Worker' }] },
      { name: 'Worker', fx_people: [] },
    ]);
    const parents = await people().select('name, manager_id(name)').order('id');
    expect(parents.data).toEqual([
      { name: 'Boss', manager_id: null },
      { name: 'Worker', manager_id: { name: 'Boss' } },
    ]);
  });

  it('embeds by FK constraint name and by FK column, though a view repeats the keys', async () => {
    const byConstraint = await people()
      .select(
        'name, firsts:fx_pairs_first_person_fkey(id), seconds:fx_pairs_second_person_fkey(id)',
      )
      .order('id');
    expect(byConstraint.error).toBeNull();
    expect(byConstraint.data).toEqual([
      { name: 'Boss', firsts: [{ id: 1 }], seconds: [] },
      { name: 'Worker', firsts: [{ id: 2 }], seconds: [{ id: 1 }] },
    ]);
    const byColumn = await server
      .client()
      .from('fx_pairs')
      .select('id, first_person(name)')
      .order('id');
    expect(byColumn.error).toBeNull();
    expect(byColumn.data).toEqual([
      { id: 1, first_person: { name: 'Boss' } },
      { id: 2, first_person: { name: 'Worker' } },
    ]);
  });

  it('answers 300 PGRST201 with the candidates in constraint-name order when ambiguous', async () => {
    const ambiguous = await server.client().from('fx_pairs').select('*, fx_people(*)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const details = ambiguous.error?.details as unknown as { relationship: string }[];
    expect(details.map((detail) => detail.relationship.split(' ')[0])).toEqual([
      'fx_pairs_first_person_fkey',
      'fx_pairs_second_person_fkey',
    ]);
  });
});

describe('computed fields and relationships', () => {
  it('selects, filters and orders by a computed field, never part of *', async () => {
    const { data, error } = await people().select('id, fx_shout').eq('fx_shout', 'WORKER');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, fx_shout: 'WORKER' }]);
    const ordered = await people().select('fx_shout').order('fx_shout', { ascending: false });
    expect(ordered.data).toEqual([{ fx_shout: 'WORKER' }, { fx_shout: 'BOSS' }]);
    const star = await people().select('*').eq('id', 1).single();
    expect(star.data).toEqual({ id: 1, name: 'Boss', manager_id: null });
  });

  it('embeds a set-returning function as an array, ROWS 1 and a single row as an object', async () => {
    const { data, error } = await people()
      .select(
        'name, reports:fx_reports(name), first:fx_first_report(name), boss:fx_manager_row(name)',
      )
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Boss',
        reports: [{ name: 'Worker' }],
        first: { name: 'Worker' },
        boss: { name: null },
      },
      { name: 'Worker', reports: [], first: null, boss: { name: 'Boss' } },
    ]);
    const inner = await people().select('name, fx_first_report!inner(name)');
    expect(inner.data).toEqual([{ name: 'Boss', fx_first_report: { name: 'Worker' } }]);
  });

  it('does not offer a computed field through /rpc', async () => {
    const call = await server.client().rpc('fx_shout', { id: 1 });
    expect(call).toMatchObject({
      status: 404,
      error: {
        code: 'PGRST202',
        message: 'Could not find the function public.fx_shout(id) in the schema cache',
        hint: null,
      },
    });
  });
});

describe('functions with one unnamed parameter', () => {
  it('calls the text overload with the key "", whatever the JSON type of the value', async () => {
    const text = await server.client().rpc('fx_unnamed', { '': 'hi' });
    expect(text).toMatchObject({ status: 200, data: 'text: hi' });
    const bool = await server.client().rpc('fx_unnamed', { '': true });
    expect(bool).toMatchObject({ status: 200, data: 'text: true' });
    const none = await server.client().rpc('fx_unnamed');
    expect(none).toMatchObject({ status: 200, data: 1 });
  });

  it('answers 300 PGRST203 without arguments when a text parameter has a default', async () => {
    const ambiguous = await server.client().rpc('fx_unnamed_or_none');
    expect(ambiguous).toMatchObject({
      status: 300,
      error: {
        code: 'PGRST203',
        message:
          'Could not choose the best candidate function between: public.fx_unnamed_or_none(), public.fx_unnamed_or_none( => text)',
      },
    });
    const given = await server.client().rpc('fx_unnamed_or_none', { '': 'y' });
    expect(given).toMatchObject({ status: 200, data: 'y' });
  });

  it('words PGRST202 as PostgREST does without parameters', async () => {
    const missing = await server.client().rpc('fx_no_such_function');
    expect(missing).toMatchObject({
      status: 404,
      error: {
        message:
          'Could not find the function public.fx_no_such_function without parameters in the schema cache',
        details:
          'Searched for the function public.fx_no_such_function without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      },
    });
  });
});
