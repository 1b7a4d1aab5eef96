import { describe, expect, it } from 'vitest';
import { editorDigestMail } from './editor-digest.ts';

const editorDigest = editorDigestMail.render;

/** The editors' digest lines for reports and contact messages (issue 34). */

const site = 'https://z.example';
const items = [
  { table: 'news', id: 'n1', title: 'Vidovdan', kind: 'submission', times: 1, detail: '' },
  {
    table: 'organizations',
    id: 'o1',
    title: 'Kolo',
    kind: 'report',
    times: 12,
    detail: 'Wrong phone',
    names: { name_sr_cyrl: 'Коло' },
  },
  { table: 'businesses', id: 'b1', title: 'Pekara', kind: 'report', times: 1, detail: 'Closed' },
  {
    table: 'contact_messages',
    id: 'm1',
    title: 'Choir',
    kind: 'contact',
    times: 1,
    detail: 'Jelena <j@example.com>',
  },
];

describe('the editors’ digest', () => {
  it('gives a reported item one line with its count, and a contact message its sender', () => {
    const mail = editorDigest({ items }, 'en', site);
    expect(mail.subject).toBe('4 items to review');
    expect(mail.paragraphs.slice(1)).toEqual([
      `News article: Vidovdan — ${site}/admin?tab=news&item=n1`,
      `Organization reported (12 reports): Kolo — Wrong phone — ${site}/admin?tab=reports`,
      `Business listing reported: Pekara — Closed — ${site}/admin?tab=reports`,
      `Message from the contact page: Choir — Jelena <j@example.com> — ${site}/admin?tab=messages&item=m1`,
    ]);
  });

  it('says the same in Serbian, naming the item in Serbian', () => {
    const mail = editorDigest({ items }, 'sr', site);
    expect(mail.paragraphs.slice(2, 5)).toEqual([
      `Организација — примедба (12): Коло — Wrong phone — ${site}/admin?tab=reports`,
      `Оглас фирме — примедба: Pekara — Closed — ${site}/admin?tab=reports`,
      `Порука са странице Контакт: Choir — Jelena <j@example.com> — ${site}/admin?tab=messages&item=m1`,
    ]);
  });
});
