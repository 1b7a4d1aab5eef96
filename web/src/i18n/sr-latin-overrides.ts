import type { Messages } from './all-messages.ts';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type MessageOverrides = DeepPartial<Messages>;

/**
 * The few Latin texts that are not a letter-for-letter transliteration of the
 * Cyrillic ones: foreign brand names keep their original spelling in Latin.
 * Not for a crawler text (a value from domain/seo/site-text-sr-cyrillic.ts):
 * the server writes those in Latin by transliteration alone.
 */
export const srLatinOverrides: MessageOverrides = {
  creators: {
    profile: { youtube: 'YouTube', instagram: 'Instagram', tiktok: 'TikTok', facebook: 'Facebook' },
    submit: {
      youtubeChannel: 'YouTube kanal',
      primaryVideo: 'Izdvojeni video na YouTube-u',
      instagram: 'Instagram',
      tiktok: 'TikTok',
      facebook: 'Facebook',
    },
    validation: { videoUrlInvalid: 'Unesite ispravnu adresu videa na YouTube-u.' },
  },
};
