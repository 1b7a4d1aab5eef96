import { describe, expect, it } from 'vitest';
import { allEn as en, allSrCyrillic as srCyrillic } from '@/i18n/all-messages.ts';
import { buildSrLatin } from '@/i18n/sr-latin.ts';
import { createTranslator } from '@/lib/translator.ts';
import { refusalMessages } from './bulk-refusals.ts';

const i18n = createTranslator('en');
i18n.addMessages('en', en);
i18n.addMessages('sr_cyrillic', srCyrillic);
i18n.addMessages('sr_latin', buildSrLatin(srCyrillic));

const titles = new Map([
  ['a', 'Kolo Toronto'],
  ['b', 'Sokol Hamilton'],
  ['c', 'Hor Ottawa'],
]);
const titleOf = (id: string) => titles.get(id) ?? id;

describe('the refused items of a bulk decision (decide_many, 0870)', () => {
  const answers = [
    { id: 'a', status: 200 },
    {
      id: 'b',
      status: 409,
      conflict: { by: 'Ана Уредник', status: 'published', at: '2026-12-06T10:15:00Z' },
    },
    { id: 'c', status: 422, message: 'A reason is required to reject a submission.' },
  ];

  it('names each refused item and who decided it first, never the server’s words', () => {
    const english = refusalMessages(answers, titleOf, i18n.fixedT('en'), 'en');
    expect(english).toHaveLength(2);
    expect(english[0]).toMatch(/^Sokol Hamilton: .*Ana Urednik.*published/);
    expect(english[1]).toBe('Hor Ottawa: not applied. Open it and decide it on its own.');
    expect(english.join(' ')).not.toContain('A reason is required');
  });

  it('speaks the editor’s script', () => {
    const cyrillic = refusalMessages(answers, titleOf, i18n.fixedT('sr_cyrillic'), 'sr_cyrillic');
    expect(cyrillic[0]).toMatch(/^Sokol Hamilton: .*Ана Уредник/);
    expect(cyrillic[1]).toMatch(/^Hor Ottawa: није примењено/);
  });
});

describe('the refused items of bulk report and message actions (decision 034)', () => {
  const answers = [
    {
      id: 'a',
      status: 409,
      conflict: { by: 'Marko Admin', status: 'dismissed', at: '2026-12-06T10:15:00Z' },
    },
    { id: 'b', status: 404, message: 'This report no longer exists.' },
    { id: 'c', status: 409, conflict: { by: null, status: 'handled', at: null } },
  ];

  it('says who closed a report first, that one is gone, in each language', () => {
    const english = refusalMessages(answers, titleOf, i18n.fixedT('en'), 'en');
    expect(english).toEqual([
      expect.stringMatching(/^Kolo Toronto: .*Marko Admin: dismissed/),
      'Sokol Hamilton: no longer exists.',
      expect.stringMatching(/^Hor Ottawa: .*now: marked handled/),
    ]);
    const cyrillic = refusalMessages(answers, titleOf, i18n.fixedT('sr_cyrillic'), 'sr_cyrillic');
    expect(cyrillic[0]).toMatch(/Марко Админ: одбачено/);
    expect(cyrillic[1]).toBe('Sokol Hamilton: више не постоји.');
    const latin = refusalMessages(answers, titleOf, i18n.fixedT('sr_latin'), 'sr_latin');
    expect(latin[2]).toMatch(/označeno kao rešeno/);
  });
});
