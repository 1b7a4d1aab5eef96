import type { Messages } from './en.ts';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type MessageOverrides = DeepPartial<Messages>;

/**
 * The few Latin texts that are not a letter-for-letter transliteration of the
 * Cyrillic ones: foreign brand names keep their original spelling in Latin.
 */
export const srLatinOverrides: MessageOverrides = {
  footer: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    youtube: 'YouTube',
  },
};
