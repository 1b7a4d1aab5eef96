import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { Queryable } from '../database.ts';
import { introspectSchema } from './introspect-schema.ts';
import { renderDatabaseTypes } from './render-database-types.ts';

/** The checked-in file the supabase clients and the domain's row types are typed with. */
export const databaseTypesPath = fileURLToPath(
  new URL('../../../domain/database.types.ts', import.meta.url),
);

/** The generated types for a migrated database, formatted as the repository's Prettier would. */
export async function databaseTypesSource(db: Queryable): Promise<string> {
  const source = renderDatabaseTypes(await introspectSchema(db));
  const options = await resolveConfig(databaseTypesPath);
  return format(source, { ...options, filepath: databaseTypesPath });
}

export async function checkedInDatabaseTypes(): Promise<string> {
  return readFile(databaseTypesPath, 'utf8');
}
