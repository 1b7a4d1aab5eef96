import { describe, expect, it } from 'vitest';
import { mailTextParts } from './mail-text-parts.ts';

describe('mailTextParts', () => {
  it('makes the http(s) links of an email clickable, with the text around them kept', () => {
    const text =
      'Confirm:\nhttp://localhost:3000/auth/confirm?token_hash=ab12&type=signup\n\nZajednica · https://x.example';
    expect(mailTextParts(text)).toEqual([
      { text: 'Confirm:\n' },
      { link: 'http://localhost:3000/auth/confirm?token_hash=ab12&type=signup' },
      { text: '\n\nZajednica · ' },
      { link: 'https://x.example' },
    ]);
  });

  it('never turns other schemes or markup into links', () => {
    const text = 'javascript:alert(1) <a href="x">data:text/html,hi</a> mailto:a@b.c';
    expect(mailTextParts(text)).toEqual([{ text }]);
  });
});
