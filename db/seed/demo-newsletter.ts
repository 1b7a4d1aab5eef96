/**
 * The demo's newsletter subscribers: confirmed, in each language, some with
 * cities and some for all of them (addresses at example.com, which never
 * receives mail). The demo seed sends them the week's digest once.
 */
export const demoSubscribers: { email: string; language: string; cities: string[] }[] = [
  { email: 'milena.jovanovic@example.com', language: 'sr_cyrillic', cities: ['toronto'] },
  { email: 'nikola.petrovic@example.com', language: 'sr_latin', cities: ['vancouver', 'victoria'] },
  { email: 'sarah.miller@example.com', language: 'en', cities: [] },
  { email: 'dragan.ilic@example.com', language: 'sr_cyrillic', cities: [] },
];
