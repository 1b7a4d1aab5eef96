import type { Column, DbFunction, Relation, SchemaCache } from '../schema/schema-types.ts';

/** A small schema cache built by hand, for compiler unit tests without a database. */

const column = (spec: string): Column => {
  const [name, typeName = 'text'] = spec.split(':');
  return { name: name!, type: typeName, typeName };
};

function relation(
  name: string,
  columns: string[],
  primaryKey = ['id'],
  uniques: string[][] = [],
): Relation {
  return {
    name,
    kind: 'table',
    columns: new Map(columns.map((spec) => [column(spec).name, column(spec)])),
    primaryKey,
    uniqueKeys: [primaryKey, ...uniques],
  };
}

const fn = (spec: Partial<DbFunction> & { name: string }): DbFunction => ({
  args: [],
  returnsSet: false,
  volatility: 'v',
  returns: 'scalar',
  returnColumns: [],
  ...spec,
});

export function fakeSchema(): SchemaCache {
  const relations = [
    relation('cities', ['id:int4', 'name', 'name_sr_cyrl']),
    relation('organizations', ['id:int4', 'name_en', 'city_id:int4', 'tags:_text', 'meta:jsonb']),
    relation('events', [
      'id:int4',
      'title',
      'event_date:date',
      'status',
      'organization_id:int4',
      'search:tsvector',
      'during:tstzrange',
    ]),
    relation('tags', ['id:int4', 'name']),
    relation('event_tags', ['event_id:int4', 'tag_id:int4'], ['event_id', 'tag_id']),
    relation('profiles', ['organization_id:int4', 'bio'], ['organization_id']),
    relation('people', ['id:int4', 'name', 'manager_id:int4']),
  ];
  const fk = (name: string, table: string, columns: string[], refTable: string) => ({
    name,
    table,
    columns,
    refTable,
    refColumns: ['id'],
  });
  return {
    relations: new Map(relations.map((r) => [r.name, r])),
    foreignKeys: [
      fk('organizations_city_id_fkey', 'organizations', ['city_id'], 'cities'),
      fk('events_organization_id_fkey', 'events', ['organization_id'], 'organizations'),
      fk('event_tags_event_id_fkey', 'event_tags', ['event_id'], 'events'),
      fk('event_tags_tag_id_fkey', 'event_tags', ['tag_id'], 'tags'),
      fk('profiles_organization_id_fkey', 'profiles', ['organization_id'], 'organizations'),
      fk('people_manager_id_fkey', 'people', ['manager_id'], 'people'),
    ],
    functions: new Map(
      [
        fn({ name: 'is_admin', volatility: 's' }),
        fn({
          name: 'search_all',
          args: [{ name: 'keyword', type: 'text', typeName: 'text', hasDefault: false }],
          returnsSet: true,
          returns: 'composite',
          returnColumns: [column('type'), column('id:int4'), column('title')],
        }),
        fn({ name: 'touch', returns: 'void' }),
        fn({
          name: 'echo',
          args: [{ name: '', type: 'json', typeName: 'json', hasDefault: false }],
        }),
        fn({ name: 'ids', returnsSet: true }),
      ].map((f) => [f.name, [f]]),
    ),
    typeNames: new Set(['int4', 'text', '_int4', 'date', 'numeric', 'float8', 'varchar']),
    timezones: new Set(['UTC', 'Europe/Belgrade']),
  };
}
