/**
 * Demo condolences (issue 20), by the first name of a demo memorial: a few
 * approved in both languages, and one pending for the editors' queue; each
 * with the language it is written in (0902).
 */

export interface DemoCondolence {
  memorial: string;
  daysAgo: number;
  row: {
    author_name: string;
    relation?: string;
    message: string;
    status: 'approved' | 'pending';
    language: 'en' | 'sr_latin' | 'sr_cyrillic';
  };
}

export const demoCondolences: DemoCondolence[] = [
  {
    memorial: 'Milorad',
    daysAgo: 20,
    row: {
      author_name: 'Dragan Nikolić',
      relation: 'Colleague',
      message:
        'Milorad taught me more about bridges than any textbook. Our deepest sympathy to Zora and the family.',
      status: 'approved',
      language: 'en',
    },
  },
  {
    memorial: 'Milorad',
    daysAgo: 12,
    row: {
      author_name: 'Зорица Ђурић',
      relation: 'Парохијанка',
      message: 'Вечнаја памјат. Хвала му за сваку греду наше сале и за сваку лепу реч.',
      status: 'approved',
      language: 'sr_cyrillic',
    },
  },
  {
    memorial: 'Desanka',
    daysAgo: 9,
    row: {
      author_name: 'The Kolo Folklore Ensemble',
      message: 'With gratitude for everything she gave our dancers. She will be missed.',
      status: 'approved',
      language: 'en',
    },
  },
  {
    memorial: 'Milorad',
    daysAgo: 1,
    row: {
      author_name: 'Stevan Marić',
      relation: 'Neighbour',
      message: 'A kind man who always had time for a chat over the fence. Rest in peace.',
      status: 'pending',
      language: 'en',
    },
  },
];
