import { describe, expect, it } from 'vitest';
import { buildEventIcs } from './ics.ts';
import { mapSearchUrl } from './map-link.ts';
import {
  isServiceAhead,
  type MemorialService,
  memorialService,
  memorialServiceEntry,
} from './memorial-service.ts';

describe('memorial service', () => {
  it('reads every given part and treats blanks as missing', () => {
    expect(
      memorialService({ date: '2024-11-06', time: '11:00', church: ' ', address: null }),
    ).toEqual({
      date: '2024-11-06',
      time: '11:00',
      church: null,
      church_sr_cyrl: null,
      address: null,
    });
    expect(memorialService({ church: '', address: '' })).toBeNull();
    expect(memorialService(null)).toBeNull();
    expect(memorialService('2024-11-06')).toBeNull();
  });

  it('is a calendar entry in the city time zone only when it has a date', () => {
    const memorial = { id: 'a1', slug: 'milorad-jovanovic' };
    const service: MemorialService = {
      date: '2024-11-06',
      time: '11:00',
      church: 'St. Sava',
      church_sr_cyrl: 'Свети Сава',
      address: '200 Parish Lane, Toronto',
    };
    const entry = memorialServiceEntry(
      memorial,
      service,
      'Funeral service for Milorad',
      'America/Toronto',
      'https://zajednica.example',
      'en',
    );
    expect(entry).toMatchObject({
      uid: 'memorial-service-a1@zajednica.example',
      location: 'St. Sava, 200 Parish Lane, Toronto',
      url: 'https://zajednica.example/inmemoriam/milorad-jovanovic',
    });
    const ics = buildEventIcs(entry!);
    expect(ics).toContain('DTSTART;TZID=America/Toronto:20241106T110000');
    expect(
      memorialServiceEntry(
        memorial,
        { ...service, date: null },
        'x',
        'America/Toronto',
        'https://a.b',
        'en',
      ),
    ).toBeNull();
    // The church in the reader's language: Cyrillic, Latin, or English as a fallback.
    const where = (language: 'sr_cyrillic' | 'sr_latin', church: MemorialService = service) =>
      memorialServiceEntry(memorial, church, 'x', 'America/Toronto', 'https://a.b', language)
        ?.location;
    expect(where('sr_cyrillic')).toBe('Свети Сава, 200 Parish Lane, Toronto');
    expect(where('sr_latin')).toBe('Sveti Sava, 200 Parish Lane, Toronto');
    expect(where('sr_latin', { ...service, church_sr_cyrl: null })).toBe(
      'St. Sava, 200 Parish Lane, Toronto',
    );
  });

  it('offers a service for a calendar only until its day has passed', () => {
    const service = memorialService({ date: '2026-12-06', church: 'Свети Сава' })!;
    expect(isServiceAhead(service, '2026-12-05')).toBe(true);
    expect(isServiceAhead(service, '2026-12-06')).toBe(true);
    expect(isServiceAhead(service, '2026-12-07')).toBe(false);
    expect(isServiceAhead(memorialService({ church: 'Свети Сава' })!, '2026-12-05')).toBe(false);
  });

  it('links a place to the map search, encoded', () => {
    expect(mapSearchUrl(' 200 Parish Lane, Toronto ')).toBe(
      'https://www.openstreetmap.org/search?query=200%20Parish%20Lane%2C%20Toronto',
    );
  });
});
