/** Lives in domain/ so the server's crawler head describes a memorial the same way. */
export { localizedObituary, obituaryLanguageTag } from '@domain/memorial-obituary.ts';
