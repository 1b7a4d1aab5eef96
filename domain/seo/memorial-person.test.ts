import { describe, expect, it } from 'vitest';
import { memorialPerson } from './memorial-person.ts';

describe('memorialPerson', () => {
  it('describes the person with birth and death dates, places and an absolute portrait', () => {
    const person = memorialPerson(
      'https://zajednica.example',
      {
        slug: 'branislav-djordjevic',
        full_name: 'Branislav Đorđević',
        first_name: 'Branislav',
        last_name: 'Đorđević',
        birth_date: '1940-02-02',
        death_date: '2021-08-30',
        place_of_birth: 'Niš, Serbia',
        place_of_passing: 'Calgary, Alberta',
        profile_image_url: '/images/memorials/portrait-man.svg',
      },
      'Engineer and choir singer.',
    );
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Branislav Đorđević',
      givenName: 'Branislav',
      familyName: 'Đorđević',
      birthDate: '1940-02-02',
      deathDate: '2021-08-30',
      birthPlace: { '@type': 'Place', name: 'Niš, Serbia' },
      deathPlace: { '@type': 'Place', name: 'Calgary, Alberta' },
      image: 'https://zajednica.example/images/memorials/portrait-man.svg',
      description: 'Engineer and choir singer.',
      url: 'https://zajednica.example/inmemoriam/branislav-djordjevic',
    });
  });

  it('leaves out what the memorial does not say', () => {
    const person = memorialPerson('https://zajednica.example', {
      slug: 'vera',
      full_name: 'Vera',
      birth_date: null,
      profile_image_url: null,
    });
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Vera',
      url: 'https://zajednica.example/inmemoriam/vera',
    });
  });
});
