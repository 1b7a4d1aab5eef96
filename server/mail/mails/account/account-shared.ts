/**
 * What a member's notices about their own account (0701) share. Serbian is
 * written in Cyrillic; render-mail.ts transliterates it for Latin readers.
 */

export const notYou = {
  en: 'If this was not you, reset your password at once and write to us through the contact page.',
  sr: 'Ако то нисте били ви, одмах промените лозинку и пишите нам преко странице за контакт.',
};
