import { describe, expect, it } from 'vitest';
import { allEn as en } from '../i18n/all-messages.ts';
import { isPluralMessage } from '../i18n/plural-message.ts';
import { allSrCyrillic as srCyrillic } from '../i18n/all-messages.ts';
import { buildSrLatin } from '../i18n/sr-latin.ts';
import { createTranslator, fillPlaceholders } from './translator.ts';

describe('createTranslator', () => {
  it('translates a dotted key in the active language and fills placeholders', () => {
    const i18n = createTranslator('en');
    i18n.addMessages('en', en);
    i18n.addMessages('sr_cyrillic', srCyrillic);
    expect(i18n.t('app.name')).toBe('Zajednica');
    i18n.setLanguage('sr_cyrillic');
    expect(i18n.t('app.name')).toBe('Заједница');
    expect(i18n.t('auth.menu.signedInAs', { email: 'ana@example.com' })).toContain(
      'ana@example.com',
    );
  });

  it('falls back to the fallback language, then to the key', () => {
    const i18n = createTranslator('en');
    i18n.addMessages('en', en);
    i18n.addMessages('sr_latin', {
      ...en,
      app: { ...en.app, name: 'Zajednica (lat)' },
      nav: {},
    } as never);
    i18n.setLanguage('sr_latin');
    expect(i18n.t('app.name')).toBe('Zajednica (lat)');
    expect(i18n.t('nav.news')).toBe(en.nav.news);
    expect(i18n.t('nav' as never)).toBe('nav'); // a branch, not a message
    expect(createTranslator('en').t('app.name')).toBe('app.name'); // nothing loaded yet
  });

  it('reports a key missing from loaded messages, not one asked for before they load', () => {
    const missing: string[] = [];
    const i18n = createTranslator('en', {
      onMissingKey: (key, language) => missing.push(`${language} ${key}`),
    });
    i18n.t('events.title');
    expect(missing).toEqual([]);
    i18n.addMessages('en', { app: en.app });
    expect(i18n.t('app.name')).toBe(en.app.name);
    expect(i18n.t('events.title')).toBe('events.title');
    expect(missing).toEqual(['en events.title']);
  });

  it('tells listeners when the language changes, and only then', () => {
    const i18n = createTranslator('en');
    const seen: string[] = [];
    const stop = i18n.subscribe(() => seen.push(i18n.language));
    i18n.setLanguage('en');
    i18n.setLanguage('sr_latin');
    stop();
    i18n.setLanguage('sr_cyrillic');
    expect(seen).toEqual(['sr_latin']);
  });

  it('keeps a fixed-language t independent of the active language', () => {
    const i18n = createTranslator('en');
    i18n.addMessages('en', en);
    i18n.addMessages('sr_cyrillic', srCyrillic);
    const english = i18n.fixedT('en');
    i18n.setLanguage('sr_cyrillic');
    expect(english('app.name')).toBe('Zajednica');
  });

  it('translates a form error that is a key and shows words from the server as they are', () => {
    const i18n = createTranslator('en');
    i18n.addMessages('en', en);
    i18n.addMessages('sr_cyrillic', srCyrillic);
    const text = i18n.fixedText('sr_cyrillic');
    expect(text('app.name')).toBe(i18n.fixedT('sr_cyrillic')('app.name'));
    expect(text('app.name')).not.toBe('app.name');
    expect(text('The slug is taken.')).toBe('The slug is taken.');
  });
});

describe('fillPlaceholders', () => {
  it('fills every occurrence, numbers included, and empties unknown ones', () => {
    expect(fillPlaceholders('{{count}} / {{max}}', { count: 3, max: 280 })).toBe('3 / 280');
    expect(fillPlaceholders('{{name}} and {{name}}', { name: 'Ana' })).toBe('Ana and Ana');
    expect(fillPlaceholders('Hello {{name}}!', {})).toBe('Hello !');
  });
});

describe('plural messages', () => {
  function translatorIn(language: 'en' | 'sr_cyrillic' | 'sr_latin') {
    const i18n = createTranslator('en');
    i18n.addMessages('en', en);
    i18n.addMessages('sr_cyrillic', srCyrillic);
    i18n.addMessages('sr_latin', buildSrLatin(srCyrillic));
    i18n.setLanguage(language);
    return i18n.t;
  }

  it('relies on the CLDR rules for Serbian as Intl.PluralRules has them', () => {
    for (const tag of ['sr', 'sr-Cyrl', 'sr-Latn']) {
      const rules = new Intl.PluralRules(tag);
      expect([...rules.resolvedOptions().pluralCategories].sort()).toEqual(['few', 'one', 'other']);
      const forms = [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112].map(
        (count) => `${count}:${rules.select(count)}`,
      );
      expect(forms.join(' ')).toBe(
        '0:other 1:one 2:few 4:few 5:other 11:other 12:other 14:other 21:one 22:few 25:other 101:one 111:other 112:other',
      );
    }
    expect([...new Intl.PluralRules('en').resolvedOptions().pluralCategories].sort()).toEqual([
      'one',
      'other',
    ]);
  });

  it('picks the Serbian form by count and fills {{count}}', () => {
    const t = translatorIn('sr_cyrillic');
    const say = (count: number) => t('search.resultCount', { count, query: 'Торонто' });
    expect(say(1)).toBe('1 резултат за „Торонто“');
    expect(say(2)).toBe('2 резултата за „Торонто“');
    expect(say(5)).toBe('5 резултата за „Торонто“');
    expect(say(11)).toBe('11 резултата за „Торонто“');
    expect(say(21)).toBe('21 резултат за „Торонто“');
    expect(t('creators.resultCount', { count: 1 })).toBe('Пронађен је 1 стваралац');
    expect(t('creators.resultCount', { count: 3 })).toBe('Пронађена су 3 ствараоца');
    expect(t('creators.resultCount', { count: 12 })).toBe('Пронађено је 12 стваралаца');
  });

  it('picks the English form by count', () => {
    const t = translatorIn('en');
    expect(t('search.resultCount', { count: 1, query: 'Toronto' })).toBe('1 result for “Toronto”');
    expect(t('search.resultCount', { count: 0, query: 'Toronto' })).toBe('0 results for “Toronto”');
    expect(t('search.resultCount', { count: 21, query: 'Toronto' })).toBe(
      '21 results for “Toronto”',
    );
  });

  it('has the plural forms transliterated in Serbian Latin', () => {
    const t = translatorIn('sr_latin');
    expect(t('search.resultCount', { count: 21, query: 'Toronto' })).toBe(
      '21 rezultat za „Toronto“',
    );
    expect(t('creators.resultCount', { count: 2 })).toBe('Pronađena su 2 stvaraoca');
    expect(t('creators.resultCount', { count: 5 })).toBe('Pronađeno je 5 stvaralaca');
  });

  it('uses the rules of the fallback text when the active language lacks the message', () => {
    const i18n = createTranslator('en');
    i18n.addMessages('en', en);
    i18n.addMessages('sr_latin', { ...en, search: {} } as never);
    i18n.setLanguage('sr_latin');
    // Serbian rules would pick `one` for 21; the English text needs `other`.
    expect(i18n.t('search.resultCount', { count: 21, query: 'x' })).toBe('21 results for “x”');
  });

  it('requires a count for a plural key, and says `other` if one slips through', () => {
    const t = translatorIn('en');
    // @ts-expect-error a plural message needs { count }
    expect(t('search.resultCount')).toBe('{{count}} results for “{{query}}”');
    // @ts-expect-error a plural message needs { count }
    expect(t('search.resultCount', { query: 'x' })).toBe(' results for “x”');
  });
});

describe('isPluralMessage', () => {
  it('accepts only plural categories with `other`', () => {
    expect(isPluralMessage({ one: 'a', other: 'b' })).toBe(true);
    expect(isPluralMessage({ one: 'a', few: 'b', other: 'c' })).toBe(true);
    expect(isPluralMessage({ one: 'a' })).toBe(false);
    expect(isPluralMessage({ church: 'Church', other: 'Other' })).toBe(false); // a branch of texts
    expect(isPluralMessage({ one: 'a', other: { nested: 'b' } })).toBe(false);
    expect(isPluralMessage('other')).toBe(false);
    expect(isPluralMessage(null)).toBe(false);
  });
});
