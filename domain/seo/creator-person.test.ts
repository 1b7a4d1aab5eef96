import { describe, expect, it } from 'vitest';
import { creatorPersonJsonLd } from './creator-person.ts';

describe('creatorPersonJsonLd', () => {
  it('names the person, links the profiles and leaves out what is missing', () => {
    expect(
      creatorPersonJsonLd({
        siteUrl: 'https://z.example',
        path: '/creator/ana',
        name: 'Ana',
        description: '',
        sameAs: ['https://youtube.com/@ana', null],
        city: 'Toronto',
        country: 'Canada',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ana',
      url: 'https://z.example/creator/ana',
      sameAs: ['https://youtube.com/@ana'],
      homeLocation: { '@type': 'Place', name: 'Toronto, Canada' },
    });
  });
});
