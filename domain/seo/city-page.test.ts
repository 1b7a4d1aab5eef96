import { describe, expect, it } from 'vitest';
import { cityIntroText, cityPageMeta } from './city-page.ts';

const hamilton = {
  slug: 'hamilton',
  name: 'Hamilton',
  name_sr_cyrl: 'Хамилтон',
  intro_text_en: 'Steel city.',
  intro_text_sr_cyrl: 'Град челика.',
  intro_text_sr_latn: null,
  hero_image_url: null,
};

describe("a city's intro in three scripts (0920)", () => {
  it('reads the Latin intro when an admin wrote one, else the Cyrillic in Latin letters', () => {
    expect(cityIntroText(hamilton, 'sr_latin')).toBe('Grad čelika.');
    expect(cityIntroText({ ...hamilton, intro_text_sr_latn: 'Čelični grad.' }, 'sr_latin')).toBe(
      'Čelični grad.',
    );
    expect(cityIntroText(hamilton, 'sr_cyrillic')).toBe('Град челика.');
    expect(cityIntroText(hamilton, 'en')).toBe('Steel city.');
  });

  it('never gives a reader the other language: the page head falls back to the welcome line', () => {
    const english = { ...hamilton, intro_text_en: null };
    expect(cityIntroText(english, 'en')).toBe('');
    expect(cityPageMeta(english, 'en', { welcome: 'Welcome to {{city}}' }).description).toBe(
      'Welcome to Hamilton',
    );
    expect(
      cityPageMeta({ ...hamilton, intro_text_sr_latn: ' Čelični grad. ' }, 'sr_latin', {
        welcome: 'x',
      }).description,
    ).toBe('Čelični grad.');
  });
});
