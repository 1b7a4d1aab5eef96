import type { Database } from '../../db/database.ts';
import { introspect } from './introspect.ts';
import type { SchemaCache } from './schema-types.ts';

/**
 * The schema cache of one database, with the compiled statements that depend
 * on it. Introspected when the REST router starts; `reloadSchemaCache(db)`
 * re-reads it after migrations (as PostgREST's `NOTIFY pgrst, 'reload schema'`).
 */
export class SchemaCacheStore<Compiled = unknown> {
  /** Compiled statements by request shape; emptied on every reload. */
  readonly compiled = new Map<string, Compiled>();
  static readonly compiledLimit = 2_000;

  private constructor(
    private readonly db: Database,
    public current: SchemaCache,
  ) {}

  static async load(db: Database) {
    return new SchemaCacheStore(db, await introspect(db));
  }

  async reload() {
    this.current = await introspect(this.db);
    this.compiled.clear();
  }

  remember(key: string, compiled: Compiled) {
    if (this.compiled.size >= SchemaCacheStore.compiledLimit) this.compiled.clear();
    this.compiled.set(key, compiled);
  }
}

const stores = new WeakMap<Database, SchemaCacheStore>();

export async function schemaCacheFor(db: Database): Promise<SchemaCacheStore> {
  let store = stores.get(db);
  if (!store) {
    store = await SchemaCacheStore.load(db);
    stores.set(db, store);
  }
  return store;
}

/** Re-reads the schema after DDL (migrations, test fixtures). */
export async function reloadSchemaCache(db: Database): Promise<void> {
  await stores.get(db)?.reload();
}
