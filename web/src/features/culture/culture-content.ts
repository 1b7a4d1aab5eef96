/** The static culture content (SPEC §2): four heritage areas, three events, three traditions. */

export const heritageAreas = [
  { key: 'faith', image: '/images/content/church.svg' },
  { key: 'language', image: '/images/content/school.svg' },
  { key: 'music', image: '/images/content/kolo.svg' },
  { key: 'literature', image: '/images/content/library.svg' },
] as const;

export const cultureEvents = ['savindan', 'vidovdan', 'festival'] as const;

export const traditions = ['slava', 'christmas', 'easter'] as const;
