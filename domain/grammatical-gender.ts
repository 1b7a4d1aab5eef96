/**
 * The grammatical gender of the person a creator profile or a memorial is
 * about (db/migrations/0430): it chooses the forms of Serbian texts
 * ("Преминула" / "Преминуо"). Not given (null, '' in forms) means wording
 * that needs no gender.
 */
export const grammaticalGenders = ['feminine', 'masculine'] as const;
export type GrammaticalGender = (typeof grammaticalGenders)[number];

export function asGrammaticalGender(value: unknown): GrammaticalGender | undefined {
  return typeof value === 'string' && (grammaticalGenders as readonly string[]).includes(value)
    ? (value as GrammaticalGender)
    : undefined;
}
