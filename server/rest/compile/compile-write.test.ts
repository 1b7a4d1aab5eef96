import { describe, expect, it } from 'vitest';
import { rpcSql, writeSql } from '../test/compile-kit.ts';

describe('writes compile to one statement around a data-modifying CTE', () => {
  it('inserts the listed columns from the JSON body, returning 1 for return=minimal', () => {
    expect(
      writeSql('tags', '', { kind: 'insert', columns: ['name'], representation: false }),
    ).toMatchInlineSnapshot(
      `"with "pgrst_source" as (insert into "public"."tags" as "t0" ("name") select "name" from json_populate_recordset(null::"public"."tags", $1::json) as "pgrst_body" returning 1) select null::int as "total", count(*)::int as "page", null::text as "body" from "pgrst_source""`,
    );
  });

  it('inserts and returns the selected representation with embeds', () => {
    expect(
      writeSql('events', 'select=id,organizations(name_en)', {
        kind: 'insert',
        columns: ['title', 'organization_id'],
        representation: true,
      }),
    ).toMatchInlineSnapshot(
      `"with "pgrst_source" as (insert into "public"."events" as "t0" ("title", "organization_id") select "title", "organization_id" from json_populate_recordset(null::"public"."events", $1::json) as "pgrst_body" returning "t0".*) select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."id" as "id", row_to_json("t1_one") as "organizations" from "pgrst_source" as "t0" left join lateral (select "t1"."name_en" as "name_en" from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id") as "t1_one" on true) as "pgrst_row""`,
    );
  });

  it('takes the column DEFAULT for missing keys with missing=default', () => {
    expect(
      writeSql('tags', '', {
        kind: 'insert',
        columns: ['id', 'name'],
        representation: false,
        missingDefault: true,
      }),
    ).toMatchInlineSnapshot(
      `"with "pgrst_source" as (insert into "public"."tags" as "t0" ("id", "name") select case when "pgrst_row"."pgrst_raw"::jsonb ? 'id' then "pgrst_body"."id" else null end, case when "pgrst_row"."pgrst_raw"::jsonb ? 'name' then "pgrst_body"."name" else null end from (select "pgrst_raw" from json_array_elements($1::json) as "pgrst_raw") as "pgrst_row" cross join lateral json_populate_record(null::"public"."tags", "pgrst_row"."pgrst_raw") as "pgrst_body" returning 1) select null::int as "total", count(*)::int as "page", null::text as "body" from "pgrst_source""`,
    );
  });

  it('upserts with merge-duplicates or ignore-duplicates', () => {
    expect(
      writeSql('tags', '', {
        kind: 'insert',
        columns: ['id', 'name'],
        representation: false,
        upsert: { target: ['id'], resolution: 'merge-duplicates' },
      }),
    ).toMatchInlineSnapshot(
      `"with "pgrst_source" as (insert into "public"."tags" as "t0" ("id", "name") select "id", "name" from json_populate_recordset(null::"public"."tags", $1::json) as "pgrst_body" on conflict ("id") do update set "id" = excluded."id", "name" = excluded."name" returning 1) select null::int as "total", count(*)::int as "page", null::text as "body" from "pgrst_source""`,
    );
    expect(
      writeSql('tags', '', {
        kind: 'insert',
        columns: ['name'],
        representation: false,
        upsert: { target: ['name'], resolution: 'ignore-duplicates' },
      }),
    ).toMatchInlineSnapshot(
      `"with "pgrst_source" as (insert into "public"."tags" as "t0" ("name") select "name" from json_populate_recordset(null::"public"."tags", $1::json) as "pgrst_body" on conflict ("name") do nothing returning 1) select null::int as "total", count(*)::int as "page", null::text as "body" from "pgrst_source""`,
    );
    // Only the conflict column in the body: still an update (so the row is returned), as PostgREST.
    expect(
      writeSql('tags', '', {
        kind: 'insert',
        columns: ['name'],
        representation: false,
        upsert: { target: ['name'], resolution: 'merge-duplicates' },
      }),
    ).toMatchInlineSnapshot(
      `"with "pgrst_source" as (insert into "public"."tags" as "t0" ("name") select "name" from json_populate_recordset(null::"public"."tags", $1::json) as "pgrst_body" on conflict ("name") do update set "name" = excluded."name" returning 1) select null::int as "total", count(*)::int as "page", null::text as "body" from "pgrst_source""`,
    );
  });

  it('answers the Location key and counts inserted rows of an upsert, wrapped with the body', () => {
    expect(
      writeSql('tags', '', {
        kind: 'insert',
        columns: ['id', 'name'],
        representation: false,
        upsert: { target: ['id'], resolution: 'merge-duplicates' },
        location: ['id'],
        countInserted: true,
      }),
    ).toMatchInlineSnapshot(
      `"with "pgrst_source" as (insert into "public"."tags" as "t0" ("id", "name") select "id", "name" from json_populate_recordset(null::"public"."tags", $1::json) as "pgrst_body" on conflict ("id") do update set "id" = excluded."id", "name" = excluded."name" returning "t0"."id", ("t0".xmax = 0) as "pgrst_inserted"), "pgrst_rows" as (select "id" from "pgrst_source") select null::int as "total", count(*)::int as "page", json_build_object('body', null::text, 'location', (select case when count(*) = 1 then min(json_build_array("id")::text) end from "pgrst_rows"), 'inserted', (select count(*) filter (where "pgrst_inserted") from "pgrst_source")::int)::text as "body" from "pgrst_rows""`,
    );
  });

  it('writes CSV for a representation with Accept: text/csv', () => {
    expect(
      writeSql('tags', 'select=name', {
        kind: 'delete',
        columns: [],
        representation: true,
        csv: true,
      }),
    ).toMatchInlineSnapshot(
      `"with "pgrst_source" as (delete from "public"."tags" as "t0" returning "t0".*) select null::int as "total", count(*)::int as "page", coalesce((select string_agg("pgrst_key", ',') from json_object_keys((array_agg(row_to_json("pgrst_row")))[1]) as "pgrst_key"), '') || coalesce(E'\\n' || string_agg(substr("pgrst_row"::text, 2, length("pgrst_row"::text) - 2), E'\\n'), '') as "body" from (select "t0"."name" as "name" from "pgrst_source" as "t0") as "pgrst_row""`,
    );
  });

  it('updates the filtered rows from the JSON body', () => {
    expect(
      writeSql('events', 'id=eq.3', { kind: 'update', columns: ['status'], representation: true }),
    ).toMatchInlineSnapshot(
      `"with "pgrst_source" as (update "public"."events" as "t0" set "status" = "pgrst_body"."status" from json_populate_record(null::"public"."events", $2::json) as "pgrst_body" where "t0"."id" = $1 returning "t0".*) select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0".* from "pgrst_source" as "t0") as "pgrst_row""`,
    );
  });

  it('deletes the filtered rows', () => {
    expect(
      writeSql('events', 'id=in.(1,2)', { kind: 'delete', columns: [], representation: false }),
    ).toMatchInlineSnapshot(
      `"with "pgrst_source" as (delete from "public"."events" as "t0" where "t0"."id" = any($1) returning 1) select null::int as "total", count(*)::int as "page", null::text as "body" from "pgrst_source""`,
    );
  });
});

describe('function calls', () => {
  it('calls a scalar function without arguments', () => {
    expect(rpcSql('is_admin', [])).toMatchInlineSnapshot(
      `"select null::int as "total", 1 as "page", to_json("public"."is_admin"())::text as "body""`,
    );
  });

  it('calls a set-returning function with named arguments, filters and order', () => {
    expect(
      rpcSql('search_all', ['keyword'], 'select=type,title&type=eq.event&order=title'),
    ).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"), '[]')::text as "body" from (select "t0"."type" as "type", "t0"."title" as "title" from json_to_record($2::json) as "pgrst_args"("keyword" text) cross join lateral "public"."search_all"("keyword" := "pgrst_args"."keyword") as "t0" where "t0"."type" = $1 order by "t0"."title" limit $3 offset $4) as "pgrst_row""`,
    );
  });

  it('calls a void function, a single-json function and a set of scalars', () => {
    expect(rpcSql('touch', [])).toMatchInlineSnapshot(
      `"select null::int as "total", 1 as "page", ("public"."touch"())::text as "body""`,
    );
    expect(rpcSql('echo', [])).toMatchInlineSnapshot(
      `"select null::int as "total", 1 as "page", to_json("public"."echo"($1::json))::text as "body""`,
    );
    expect(rpcSql('ids', [])).toMatchInlineSnapshot(
      `"select null::int as "total", count(*)::int as "page", coalesce(json_agg("pgrst_row"."value"), '[]')::text as "body" from (select "t0"."value" from "public"."ids"() as "t0"("value") limit $2 offset $3) as "pgrst_row""`,
    );
  });
});
