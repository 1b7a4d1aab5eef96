import { describe, expect, it } from 'vitest';
import { whereOf } from '../test/compile-kit.ts';

describe('filters compile to parameterised conditions', () => {
  it('compares with every comparison operator', () => {
    expect(whereOf('events', 'id=eq.1')).toMatchInlineSnapshot(`""t0"."id" = $1"`);
    expect(whereOf('events', 'id=neq.1')).toMatchInlineSnapshot(`""t0"."id" <> $1"`);
    expect(whereOf('events', 'id=gt.1&id=gte.2&id=lt.9&id=lte.8')).toMatchInlineSnapshot(
      `""t0"."id" > $1 and "t0"."id" >= $2 and "t0"."id" < $3 and "t0"."id" <= $4"`,
    );
    expect(whereOf('events', 'title=isdistinct.x')).toMatchInlineSnapshot(
      `""t0"."title" is distinct from $1"`,
    );
  });

  it('matches patterns and regular expressions', () => {
    expect(whereOf('events', 'title=like.*Folk*')).toMatchInlineSnapshot(`""t0"."title" like $1"`);
    expect(whereOf('events', 'title=ilike.*folk*')).toMatchInlineSnapshot(
      `""t0"."title" ilike $1"`,
    );
    expect(whereOf('events', 'title=match.^F')).toMatchInlineSnapshot(`""t0"."title" ~ $1"`);
    expect(whereOf('events', 'title=imatch.^f')).toMatchInlineSnapshot(`""t0"."title" ~* $1"`);
    expect(whereOf('events', 'title=like(any).{F*,*x}')).toMatchInlineSnapshot(
      `""t0"."title" like any($1)"`,
    );
    expect(whereOf('events', 'title=ilike(all).{*a*,*b*}')).toMatchInlineSnapshot(
      `""t0"."title" ilike all($1)"`,
    );
  });

  it('tests is, in and negation', () => {
    expect(whereOf('events', 'status=is.null')).toMatchInlineSnapshot(`""t0"."status" is null"`);
    expect(whereOf('events', 'status=not.is.null')).toMatchInlineSnapshot(
      `"not ("t0"."status" is null)"`,
    );
    expect(whereOf('events', 'status=is.NOT_NULL&id=is.true')).toMatchInlineSnapshot(
      `""t0"."status" is not null and "t0"."id" is true"`,
    );
    expect(whereOf('events', 'status=is.unknown&id=is.false')).toMatchInlineSnapshot(
      `""t0"."status" is unknown and "t0"."id" is false"`,
    );
    expect(whereOf('events', 'id=in.(1,2,3)')).toMatchInlineSnapshot(`""t0"."id" = any($1)"`);
    expect(whereOf('events', 'id=not.in.()')).toMatchInlineSnapshot(`"not ("t0"."id" = any($1))"`);
  });

  it('compares arrays, JSON and ranges', () => {
    expect(whereOf('organizations', 'tags=cs.{folk,dance}')).toMatchInlineSnapshot(
      `""t0"."tags" @> $1"`,
    );
    expect(whereOf('organizations', 'tags=cd.{folk}')).toMatchInlineSnapshot(`""t0"."tags" <@ $1"`);
    expect(whereOf('organizations', 'tags=ov.{a,b}')).toMatchInlineSnapshot(`""t0"."tags" && $1"`);
    expect(whereOf('organizations', 'meta=cs.{"founded":1970}')).toMatchInlineSnapshot(
      `""t0"."meta" @> $1"`,
    );
    expect(
      whereOf(
        'events',
        'during=sl.[1,2)&during=sr.[1,2)&during=nxl.[1,2)&during=nxr.[1,2)&during=adj.[1,2)',
      ),
    ).toMatchInlineSnapshot(
      `""t0"."during" << $1 and "t0"."during" >> $2 and "t0"."during" &> $3 and "t0"."during" &< $4 and "t0"."during" -|- $5"`,
    );
  });

  it('searches text with and without a configuration', () => {
    expect(whereOf('events', 'search=fts.folk')).toMatchInlineSnapshot(
      `""t0"."search" @@ to_tsquery($1)"`,
    );
    expect(whereOf('events', 'search=fts(english).folk')).toMatchInlineSnapshot(
      `""t0"."search" @@ to_tsquery($1::regconfig, $2)"`,
    );
    expect(whereOf('events', 'search=not.phfts(english).folk night')).toMatchInlineSnapshot(
      `"not ("t0"."search" @@ phraseto_tsquery($1::regconfig, $2))"`,
    );
    expect(whereOf('events', 'search=plfts(english).folk night')).toMatchInlineSnapshot(
      `""t0"."search" @@ plainto_tsquery($1::regconfig, $2)"`,
    );
    expect(whereOf('events', 'search=wfts(simple).folk -night')).toMatchInlineSnapshot(
      `""t0"."search" @@ websearch_to_tsquery($1::regconfig, $2)"`,
    );
  });

  it('refuses full-text search where to_tsvector would run over every row (PGRST191)', () => {
    for (const query of [
      'title=phfts.folk night',
      'title=wfts(simple).folk -night',
      'or=(id.eq.1,title.fts.folk)',
      'meta->>about=fts.folk',
    ])
      expect(() => whereOf(query.startsWith('meta') ? 'organizations' : 'events', query)).toThrow(
        expect.objectContaining({ status: 400, code: 'PGRST191' }),
      );
  });

  it('filters on JSON paths', () => {
    expect(whereOf('organizations', 'meta->>founded=eq.1970')).toMatchInlineSnapshot(
      `""t0"."meta"->>$1::text = $2"`,
    );
    expect(whereOf('organizations', 'meta->contact->>email=like.*example*')).toMatchInlineSnapshot(
      `""t0"."meta"->$1::text->>$2::text like $3"`,
    );
    expect(whereOf('organizations', 'tags->0=eq."folk"')).toMatchInlineSnapshot(
      `""t0"."tags"->$1::int = $2"`,
    );
  });

  it('combines logic trees', () => {
    expect(whereOf('events', 'or=(title.ilike.*a*,status.eq.published)')).toMatchInlineSnapshot(
      `"("t0"."title" ilike $1 or "t0"."status" = $2)"`,
    );
    expect(
      whereOf('events', 'or=(id.eq.1,and(id.gt.2,not.or(status.is.null,title.eq."a,b")))'),
    ).toMatchInlineSnapshot(
      `"("t0"."id" = $1 or ("t0"."id" > $2 and not (("t0"."status" is null or "t0"."title" = $3))))"`,
    );
    expect(whereOf('events', 'not.and=(id.in.(1,2),search.fts(english).x)')).toMatchInlineSnapshot(
      `"not (("t0"."id" = any($1) and "t0"."search" @@ to_tsquery($2::regconfig, $3)))"`,
    );
  });

  it('negates every kind of operator with not.', () => {
    expect(
      whereOf('events', 'id=not.eq.1&title=not.like.*a*&id=not.in.(1,2)&status=not.is.true'),
    ).toMatchInlineSnapshot(
      `"not ("t0"."id" = $1) and not ("t0"."title" like $2) and not ("t0"."id" = any($3)) and not ("t0"."status" is true)"`,
    );
    expect(whereOf('organizations', 'tags=not.cs.{a}&tags=not.ov.{b}')).toMatchInlineSnapshot(
      `"not ("t0"."tags" @> $1) and not ("t0"."tags" && $2)"`,
    );
  });

  it('filters embedded resources', () => {
    expect(
      whereOf('events', 'select=id,organizations!inner(name_en)&organizations.name_en=eq.A'),
    ).toMatchInlineSnapshot(
      `"exists (select 1 from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id" and "t1"."name_en" = $1)"`,
    );
    expect(
      whereOf('events', 'select=id,organizations(id)&organizations=not.is.null'),
    ).toMatchInlineSnapshot(
      `"not (not exists (select 1 from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id"))"`,
    );
    expect(whereOf('events', 'select=id,tags(id)&tags=is.null')).toMatchInlineSnapshot(
      `"not exists (select 1 from "public"."tags" as "t1" where exists (select 1 from "public"."event_tags" as "t1_j" where "t1_j"."event_id" = "t0"."id" and "t1_j"."tag_id" = "t1"."id"))"`,
    );
    expect(
      whereOf(
        'events',
        'select=id,organizations(id),tags(id)&or=(organizations.not.is.null,tags.not.is.null)',
      ),
    ).toMatchInlineSnapshot(
      `"(not (not exists (select 1 from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id")) or not (not exists (select 1 from "public"."tags" as "t2" where exists (select 1 from "public"."event_tags" as "t2_j" where "t2_j"."event_id" = "t0"."id" and "t2_j"."tag_id" = "t2"."id"))))"`,
    );
  });

  it('filters embeds of embeds, and combines an embed filter with a top-level or', () => {
    expect(
      whereOf(
        'events',
        'select=id,organizations!inner(cities!inner(name))&organizations.cities.name=eq.Toronto',
      ),
    ).toMatchInlineSnapshot(
      `"exists (select 1 from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id" and exists (select 1 from "public"."cities" as "t2" where "t2"."id" = "t1"."city_id" and "t2"."name" = $1))"`,
    );
    expect(
      whereOf(
        'events',
        'select=id,org:organizations(),organizations(name_en)&org.name_en=eq.A&or=(title.eq.B,org.not.is.null)',
      ),
    ).toMatchInlineSnapshot(
      `"("t0"."title" = $2 or not (not exists (select 1 from "public"."organizations" as "t1" where "t1"."id" = "t0"."organization_id" and "t1"."name_en" = $1)))"`,
    );
  });
});
