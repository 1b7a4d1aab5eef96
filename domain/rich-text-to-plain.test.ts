import { describe, expect, it } from 'vitest';
import { richText } from './rich-text.ts';
import { isRichTextEmpty, richTextToPlain } from './rich-text-to-plain.ts';

describe('richTextToPlain', () => {
  it('joins the runs of a paragraph and separates paragraphs by a blank line', () => {
    const document = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'He sang ' },
            { type: 'text', text: 'bass', marks: [{ type: 'bold' }] },
            { type: 'text', text: '.' },
          ],
        },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'Вечна му памјат.' }] },
      ],
    };
    expect(richTextToPlain(document)).toBe('He sang bass.\n\nВечна му памјат.');
  });

  it('keeps markup-looking text as text', () => {
    expect(richTextToPlain(richText('<b>not html</b>'))).toBe('<b>not html</b>');
  });

  it('gives an empty string for anything that is not a document', () => {
    expect(richTextToPlain(null)).toBe('');
    expect(richTextToPlain('<p>html</p>')).toBe('');
    expect(richTextToPlain({ type: 'doc' })).toBe('');
  });
});

describe('isRichTextEmpty', () => {
  it('is true for missing documents and blank paragraphs only', () => {
    expect(isRichTextEmpty(undefined)).toBe(true);
    expect(isRichTextEmpty(richText('', '  '))).toBe(true);
    expect(isRichTextEmpty(richText('', 'Memory eternal.'))).toBe(false);
  });
});
