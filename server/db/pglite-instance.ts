import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { citext, pg_trgm, pgcrypto, unaccent };

/** The embedded database in `dataDir` (or in memory for `memory://`), with our extensions. */
export function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    // Timestamps and dates as the text PostgreSQL sent, like the pg adapter.
    parsers: {
      1082: (value: string) => value,
      1114: (value: string) => value,
      1184: (value: string) => value,
    },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}
