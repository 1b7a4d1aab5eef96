import type { ForeignKey, Relation } from './schema-types.ts';
import { viewColumnOrigins } from './view-columns.ts';

/**
 * Views take part in embedding as PostgREST does it: a view column that shows
 * a base-table column carries that column's keys. For every foreign key
 * between two tables, the same key is added from each view showing all its
 * columns and to each view showing all the referenced columns (and between
 * such views); a view showing all the primary-key (or unique) columns of a
 * table gets that key too, which decides to-one versus to-many.
 */

interface RawRelation {
  name: string;
  oid: number;
  kind: 'table' | 'view';
  viewQuery: string | null;
  columns: { name: string; attnum: number }[];
}

/** A view's columns that show a public table's column: table → (table column → view column). */
type ViewMap = Map<string, Map<string, string>>;

const maxViewDepth = 8;

export function withViewForeignKeys(
  raw: RawRelation[],
  relations: Map<string, Relation>,
  foreignKeys: ForeignKey[],
): ForeignKey[] {
  const byOid = new Map(raw.map((relation) => [relation.oid, relation]));
  const origins = new Map(
    raw
      .filter((relation) => relation.kind === 'view' && relation.viewQuery)
      .map((relation) => [relation.name, viewColumnOrigins(relation.viewQuery!)]),
  );

  /** The public table column a view column shows, following views over views. */
  const baseColumn = (view: string, column: string, depth = 0): [string, string] | undefined => {
    const origin = origins.get(view)?.get(column);
    const source = origin ? byOid.get(origin.tableOid) : undefined;
    const sourceColumn = source?.columns.find((c) => c.attnum === origin!.attnum)?.name;
    if (!source || !sourceColumn) return undefined;
    if (source.kind === 'table') return [source.name, sourceColumn];
    return depth < maxViewDepth ? baseColumn(source.name, sourceColumn, depth + 1) : undefined;
  };

  const viewMaps = new Map<string, ViewMap>();
  for (const view of origins.keys()) {
    const map: ViewMap = new Map();
    for (const column of relations.get(view)?.columns.keys() ?? []) {
      const base = baseColumn(view, column);
      if (!base) continue;
      const [table, tableColumn] = base;
      if (!map.has(table)) map.set(table, new Map());
      const columns = map.get(table)!;
      if (!columns.has(tableColumn)) columns.set(tableColumn, column);
    }
    viewMaps.set(view, map);
  }

  const mapAll = (map: ViewMap, table: string, columns: string[]) => {
    const shown = map.get(table);
    const mapped = columns.map((column) => shown?.get(column));
    return mapped.every((column) => column !== undefined) ? (mapped as string[]) : undefined;
  };

  // Keys of the tables a view shows.
  for (const [viewName, map] of viewMaps) {
    const view = relations.get(viewName);
    if (!view) continue;
    for (const table of map.keys()) {
      const base = relations.get(table);
      if (!base) continue;
      const primaryKey = mapAll(map, table, base.primaryKey);
      if (view.primaryKey.length === 0 && base.primaryKey.length > 0 && primaryKey)
        view.primaryKey = primaryKey;
      for (const key of base.uniqueKeys) {
        const mapped = mapAll(map, table, key);
        if (mapped) view.uniqueKeys.push(mapped);
      }
    }
  }

  const added: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    const sources = [{ name: fk.table, columns: fk.columns }];
    const targets = [{ name: fk.refTable, columns: fk.refColumns }];
    for (const [viewName, map] of viewMaps) {
      const from = mapAll(map, fk.table, fk.columns);
      if (from) sources.push({ name: viewName, columns: from });
      const to = mapAll(map, fk.refTable, fk.refColumns);
      if (to) targets.push({ name: viewName, columns: to });
    }
    for (const source of sources)
      for (const target of targets) {
        if (source.name === fk.table && target.name === fk.refTable) continue;
        added.push({
          name: fk.name,
          table: source.name,
          columns: source.columns,
          refTable: target.name,
          refColumns: target.columns,
        });
      }
  }
  return [...foreignKeys, ...added];
}
