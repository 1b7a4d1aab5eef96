// `npm run db:types`: runs every migration on a throwaway in-memory PGlite,
// reads the schema back and writes domain/database.types.ts and db/schema.sql;
// before that, db/functions/mail_priority.sql from the mail registry.
import { writeFile } from 'node:fs/promises';
import {
  currentSchemaPath,
  currentSchemaSource,
} from '../server/db/database-types/current-schema.ts';
import {
  databaseTypesPath,
  databaseTypesSource,
} from '../server/db/database-types/database-types-source.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPgliteDatabase } from '../server/db/pglite-database.ts';
import { setLogLevel } from '../server/log.ts';
import { mailPrioritySql, mailPrioritySqlPath } from '../server/mail/mail-priority-sql.ts';

setLogLevel('warn');
// The mail classes first: the migration below applies db/functions.
await writeFile(mailPrioritySqlPath, mailPrioritySql());
console.log(`wrote ${mailPrioritySqlPath}`);
const db = await openPgliteDatabase('memory://');
try {
  await migrate(db);
  await writeFile(databaseTypesPath, await databaseTypesSource(db));
  console.log(`wrote ${databaseTypesPath}`);
  await writeFile(currentSchemaPath, await currentSchemaSource(db));
  console.log(`wrote ${currentSchemaPath}`);
} finally {
  await db.close();
}
