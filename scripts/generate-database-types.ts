// `npm run db:types`: runs every migration on a throwaway in-memory PGlite,
// reads the public schema back and writes domain/database.types.ts.
import { writeFile } from 'node:fs/promises';
import {
  databaseTypesPath,
  databaseTypesSource,
} from '../server/db/database-types/database-types-source.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPgliteDatabase } from '../server/db/pglite-database.ts';
import { setLogLevel } from '../server/log.ts';

setLogLevel('warn');
const db = await openPgliteDatabase('memory://');
try {
  await migrate(db);
  await writeFile(databaseTypesPath, await databaseTypesSource(db));
  console.log(`wrote ${databaseTypesPath}`);
} finally {
  await db.close();
}
