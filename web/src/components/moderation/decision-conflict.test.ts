import { describe, expect, it } from 'vitest';
import { allEn as en, allSrCyrillic as srCyrillic } from '@/i18n/all-messages.ts';
import { buildSrLatin } from '@/i18n/sr-latin.ts';
import { DataError } from '@/lib/data-error.ts';
import { createTranslator } from '@/lib/translator.ts';
import { conflictMessage, decisionConflict } from './decision-conflict.ts';

const i18n = createTranslator('en');
i18n.addMessages('en', en);
i18n.addMessages('sr_cyrillic', srCyrillic);
i18n.addMessages('sr_latin', buildSrLatin(srCyrillic));

const refused = (detail: object) =>
  new DataError(
    'PT409',
    'This item was decided or changed after you opened it.',
    JSON.stringify(detail),
  );

describe('a decision refused as stale (0700)', () => {
  it('names who decided what, in the editor’s language and script', () => {
    const conflict = decisionConflict(
      refused({ by: 'Ана Уредник', status: 'published', at: '2026-12-06T10:15:00Z' }),
    );
    expect(conflict).toEqual({
      by: 'Ана Уредник',
      status: 'published',
      at: '2026-12-06T10:15:00Z',
    });
    const cyrillic = conflictMessage(conflict!, i18n.fixedT('sr_cyrillic'), 'sr_cyrillic');
    expect(cyrillic).toContain('Ана Уредник: објављено');
    expect(cyrillic).toContain('Ваша одлука није примењена.');
    const latin = conflictMessage(conflict!, i18n.fixedT('sr_latin'), 'sr_latin');
    expect(latin).toContain('objavljeno');
    expect(latin).toContain('Ana Urednik: objavljeno');
    expect(latin).not.toMatch(/[\u0400-\u04ff]/);
    const english = conflictMessage(conflict!, i18n.fixedT('en'), 'en');
    expect(english).toMatch(/^This item was already decided by Ana Urednik: published, /);
  });

  it('says what changed when nobody decided (the author resubmitted, an admin deleted)', () => {
    const changed = decisionConflict(refused({ by: null, status: 'pending_review', at: null }));
    expect(conflictMessage(changed!, i18n.fixedT('en'), 'en')).toBe(
      'This item changed after you opened it (now: waiting for review, —). Your decision was not applied; look at it again.',
    );
  });

  it('keeps an editor known only by email as written', () => {
    const conflict = decisionConflict(
      refused({ by: 'admin@zajednica.local', status: 'rejected', at: '2026-12-06T10:15:00Z' }),
    );
    expect(conflictMessage(conflict!, i18n.fixedT('sr_cyrillic'), 'sr_cyrillic')).toContain(
      'admin@zajednica.local: одбијено',
    );
  });

  it('is no conflict for any other error', () => {
    expect(decisionConflict(new DataError('42501', 'denied'))).toBeNull();
    expect(decisionConflict(new Error('network'))).toBeNull();
  });
});
