/**
 * The rich-text document stored for memorial obituaries and long creator
 * bios (docs/data-model.md): a doc of paragraphs of text runs, never HTML.
 */

export interface RichTextRun {
  type: 'text';
  text: string;
  marks?: { type: 'bold' | 'italic' }[];
}

export interface RichTextParagraph {
  type: 'paragraph';
  content?: RichTextRun[];
}

export interface RichTextDocument {
  type: 'doc';
  content: RichTextParagraph[];
}

/** One paragraph per string; blank strings become empty paragraphs. */
export function richText(...paragraphs: string[]): RichTextDocument {
  return {
    type: 'doc',
    content: paragraphs.map((text) =>
      text.trim() === ''
        ? { type: 'paragraph' }
        : { type: 'paragraph', content: [{ type: 'text', text }] },
    ),
  };
}
