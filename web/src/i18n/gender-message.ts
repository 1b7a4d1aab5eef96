import type { GrammaticalGender } from '@domain/grammatical-gender.ts';

/**
 * A message that agrees with a person's grammatical gender
 * (`t(key, { gender })`), as plural messages agree with a count: one text
 * per gender and `other`, the wording for a person whose gender is not given.
 * Every language gives all three (English usually the same text thrice), so
 * the message keeps one shape across languages.
 */
export type GenderedMessage = { readonly other: string } & {
  readonly [Gender in GrammaticalGender]: string;
};

const forms = ['feminine', 'masculine', 'other'] as const;

/** Declares a gendered message in en.ts (as `plural` does for counts). */
export function gendered(message: GenderedMessage): GenderedMessage {
  return message;
}

/** A node of a message tree is gendered when its keys are exactly feminine, masculine and other. */
export function isGenderedMessage(node: unknown): node is GenderedMessage {
  if (typeof node !== 'object' || node === null) return false;
  const keys = Object.keys(node);
  return (
    keys.length === forms.length &&
    forms.every((form) => typeof (node as Record<string, unknown>)[form] === 'string')
  );
}

/** The form for `gender` (`feminine`, `masculine`), `other` when not given or unknown. */
export function genderForm(message: GenderedMessage, gender: unknown): string {
  return gender === 'feminine' || gender === 'masculine' ? message[gender] : message.other;
}
