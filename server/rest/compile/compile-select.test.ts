import { describe, expect, it } from 'vitest';
import { readSql } from '../test/compile-kit.ts';

describe('reads compile to one statement that builds JSON in PostgreSQL', () => {
  it('selects everything by default, with the page bounds as parameters', () => {
    expect(readSql('cities', '')).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0".* from "public"."cities" as "t0" limit $1 offset $2) as "pgrst_row""`,
    );
  });

  it('counts the rows that match, without the page bounds', () => {
    expect(readSql('cities', 'select=name&name=eq.Toronto', true)).toMatchInlineSnapshot(
      `"select (select count(*) from "public"."cities" as "t0" where "t0"."name" = $1)::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."name" as "name" from "public"."cities" as "t0" where "t0"."name" = $1 limit $2 offset $3) as "pgrst_row""`,
    );
  });

  it('selects columns, aliases, casts and JSON paths', () => {
    expect(
      readSql(
        'organizations',
        'select=id,label:name_en,id::text,meta->>founded,email:meta->contact->>email,first:tags->0',
      ),
    ).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."id" as "id", "t0"."name_en" as "label", ("t0"."id")::"text" as "id", "t0"."meta"->>$1::text as "founded", "t0"."meta"->$2::text->>$3::text as "email", "t0"."tags"->$4::int as "first" from "public"."organizations" as "t0" limit $5 offset $6) as "pgrst_row""`,
    );
  });

  it('aggregates with an automatic GROUP BY of the other columns, casts on input and output', () => {
    expect(
      readSql('organizations', 'select=name_en,n:count(),id.sum(),meta->>founded::int.avg()::int'),
    ).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."name_en" as "name_en", count(*) as "n", sum("t0"."id") as "sum", (avg(("t0"."meta"->>$1::text)::"int4"))::"int4" as "avg" from "public"."organizations" as "t0" group by 1 limit $2 offset $3) as "pgrst_row""`,
    );
  });

  it('aggregates inside an embedded resource, grouped there', () => {
    expect(readSql('organizations', 'select=name_en,events(count(),status)')).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."name_en" as "name_en", coalesce((select json_agg("pgrst_row") from (select count(*) as "count", "t1"."status" as "status" from "public"."events" as "t1" where "t1"."organization_id" = "t0"."id" group by 2) as "pgrst_row"), '[]') as "events" from "public"."organizations" as "t0" limit $1 offset $2) as "pgrst_row""`,
    );
  });

  it('embeds a many-to-one relation as an object', () => {
    expect(readSql('events', 'select=title,organizations(name_en)')).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."title" as "title", row_to_json("t1_one") as "organizations" from "public"."events" as "t0" left join lateral (select "t1"."name_en" as "name_en" from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id") as "t1_one" on true limit $1 offset $2) as "pgrst_row""`,
    );
  });

  it('embeds a one-to-many relation as an array, with its own order and range', () => {
    expect(
      readSql(
        'organizations',
        'select=name_en,events(title)&events.order=event_date.desc&events.limit=2&events.offset=1',
      ),
    ).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."name_en" as "name_en", coalesce((select json_agg("pgrst_row") from (select "t1"."title" as "title" from "public"."events" as "t1" where "t1"."organization_id" = "t0"."id" order by "t1"."event_date" desc limit $1 offset $2) as "pgrst_row"), '[]') as "events" from "public"."organizations" as "t0" limit $3 offset $4) as "pgrst_row""`,
    );
  });

  it('embeds one-to-one and many-to-many relations', () => {
    expect(readSql('organizations', 'select=profiles(bio)')).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select row_to_json("t1_one") as "profiles" from "public"."organizations" as "t0" left join lateral (select "t1"."bio" as "bio" from "public"."profiles" as "t1" where "t1"."organization_id" = "t0"."id") as "t1_one" on true limit $1 offset $2) as "pgrst_row""`,
    );
    expect(readSql('events', 'select=tags(name)')).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select coalesce((select json_agg("pgrst_row") from (select "t1"."name" as "name" from "public"."tags" as "t1" where exists (select 1 from "public"."event_tags" as "t1_j" where "t1_j"."event_id" = "t0"."id" and "t1_j"."tag_id" = "t1"."id")) as "pgrst_row"), '[]') as "tags" from "public"."events" as "t0" limit $1 offset $2) as "pgrst_row""`,
    );
  });

  it('nests embeds three levels deep, with aliases and hints', () => {
    expect(
      readSql(
        'events',
        'select=title,org:organizations!events_organization_id_fkey(name_en,city:cities(name,organizations(id)))',
      ),
    ).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."title" as "title", row_to_json("t1_one") as "org" from "public"."events" as "t0" left join lateral (select "t1"."name_en" as "name_en", row_to_json("t2_one") as "city" from "public"."organizations" as "t1" left join lateral (select "t2"."name" as "name", coalesce((select json_agg("pgrst_row") from (select "t3"."id" as "id" from "public"."organizations" as "t3" where "t3"."city_id" = "t2"."id") as "pgrst_row"), '[]') as "organizations" from "public"."cities" as "t2" where "t2"."id" = "t1"."city_id") as "t2_one" on true where "t1"."id" = "t0"."organization_id") as "t1_one" on true limit $1 offset $2) as "pgrst_row""`,
    );
  });

  it('embeds through a foreign-key column name', () => {
    expect(readSql('events', 'select=organization_id(name_en)')).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select row_to_json("t1_one") as "organization_id" from "public"."events" as "t0" left join lateral (select "t1"."name_en" as "name_en" from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id") as "t1_one" on true limit $1 offset $2) as "pgrst_row""`,
    );
  });

  it('spreads a to-one relation into the parent row', () => {
    expect(
      readSql('events', 'select=title,...organizations(org_name:name_en)'),
    ).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."title" as "title", (select "t1"."name_en" from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id") as "org_name" from "public"."events" as "t0" limit $1 offset $2) as "pgrst_row""`,
    );
  });

  it('leaves out an empty embed used only for filtering', () => {
    expect(
      readSql('events', 'select=title,organizations!inner()&organizations.name_en=eq.A'),
    ).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."title" as "title" from "public"."events" as "t0" where exists (select 1 from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id" and "t1"."name_en" = $1) limit $2 offset $3) as "pgrst_row""`,
    );
  });

  it('orders by several columns, JSON paths and a to-one embed', () => {
    expect(
      readSql(
        'events',
        'select=id,organizations(name_en)&order=event_date.desc.nullslast,id,title.asc.nullsfirst,organizations(name_en).desc',
      ),
    ).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."id" as "id", row_to_json("t1_one") as "organizations" from "public"."events" as "t0" left join lateral (select "t1"."name_en" as "name_en" from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id") as "t1_one" on true order by "t0"."event_date" desc nulls last, "t0"."id", "t0"."title" asc nulls first, (select "t1"."name_en" from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id") desc limit $1 offset $2) as "pgrst_row""`,
    );
    expect(readSql('organizations', 'select=id&order=meta->>founded.desc')).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."id" as "id" from "public"."organizations" as "t0" order by "t0"."meta"->>$1::text desc limit $2 offset $3) as "pgrst_row""`,
    );
  });

  it('orders by to-one embed columns with nulls first or last', () => {
    expect(
      readSql(
        'events',
        'select=id,organizations(name_en)&order=organizations(name_en).asc.nullsfirst,organizations(id).desc.nullslast',
      ),
    ).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."id" as "id", row_to_json("t1_one") as "organizations" from "public"."events" as "t0" left join lateral (select "t1"."name_en" as "name_en" from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id") as "t1_one" on true order by (select "t1"."name_en" from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id") asc nulls first, (select "t1"."id" from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id") desc nulls last limit $1 offset $2) as "pgrst_row""`,
    );
  });

  it('refuses to order by a column of a to-many embed (400 PGRST118)', () => {
    expect(() =>
      readSql('organizations', 'select=id,events(id)&order=events(id)'),
    ).toThrowErrorMatchingInlineSnapshot(`[Error: A related order on 'events' is not possible]`);
  });
});
