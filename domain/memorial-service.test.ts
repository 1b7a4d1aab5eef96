import { describe, expect, it } from 'vitest';
import { buildEventIcs } from './ics.ts';
import { mapSearchUrl } from './map-link.ts';
import { memorialService, memorialServiceEntry } from './memorial-service.ts';

describe('memorial service', () => {
  it('reads every given part and treats blanks as missing', () => {
    expect(
      memorialService({ date: '2024-11-06', time: '11:00', church: ' ', address: null }),
    ).toEqual({ date: '2024-11-06', time: '11:00', church: null, address: null });
    expect(memorialService({ church: '', address: '' })).toBeNull();
    expect(memorialService(null)).toBeNull();
    expect(memorialService('2024-11-06')).toBeNull();
  });

  it('is a calendar entry in the city time zone only when it has a date', () => {
    const memorial = { id: 'a1', slug: 'milorad-jovanovic' };
    const service = {
      date: '2024-11-06',
      time: '11:00',
      church: 'St. Sava',
      address: '200 Parish Lane, Toronto',
    };
    const entry = memorialServiceEntry(
      memorial,
      service,
      'Funeral service for Milorad',
      'America/Toronto',
      'https://zajednica.example',
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
      ),
    ).toBeNull();
  });

  it('links a place to the map search, encoded', () => {
    expect(mapSearchUrl(' 200 Parish Lane, Toronto ')).toBe(
      'https://www.openstreetmap.org/search?query=200%20Parish%20Lane%2C%20Toronto',
    );
  });
});
