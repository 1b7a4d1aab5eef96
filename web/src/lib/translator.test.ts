import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { srCyrillic } from '../i18n/sr-cyrillic.ts';
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
});

describe('fillPlaceholders', () => {
  it('fills every occurrence, numbers included, and empties unknown ones', () => {
    expect(fillPlaceholders('{{count}} / {{max}}', { count: 3, max: 280 })).toBe('3 / 280');
    expect(fillPlaceholders('{{name}} and {{name}}', { name: 'Ana' })).toBe('Ana and Ana');
    expect(fillPlaceholders('Hello {{name}}!', {})).toBe('Hello !');
  });
});
