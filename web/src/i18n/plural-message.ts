/** The CLDR plural categories, as Intl.PluralRules names them. */
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof pluralCategories)[number];

/**
 * A message that depends on a number (`t(key, { count })`): one text per
 * plural category of its language, e.g. English one/other, Serbian
 * one/few/other. `other` is always there; the parity test checks that each
 * language gives exactly the categories Intl.PluralRules has for it.
 */
export type PluralMessage = { readonly other: string } & {
  readonly [Category in Exclude<PluralCategory, 'other'>]?: string;
};

/**
 * Declares a plural message in en.ts. The English literal alone would type
 * the message as `{ one, other }`, and the Serbian `few` would then be an
 * excess property of the shared Messages type.
 */
export function plural(forms: PluralMessage): PluralMessage {
  return forms;
}

/** A node of a message tree is plural when its keys are only plural categories, `other` among them. */
export function isPluralMessage(node: unknown): node is PluralMessage {
  if (typeof node !== 'object' || node === null) return false;
  const entries = Object.entries(node);
  return (
    typeof (node as { other?: unknown }).other === 'string' &&
    entries.every(
      ([key, text]) =>
        (pluralCategories as readonly string[]).includes(key) && typeof text === 'string',
    )
  );
}
