import type { Tables } from '@domain/database.types.ts';

/** A row of public.creators as the web app reads it (the generated type, decision 021). */
export type CreatorRow = Tables<'creators'>;
