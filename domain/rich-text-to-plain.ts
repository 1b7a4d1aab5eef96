import type { RichTextDocument } from './rich-text.ts';

function isDocument(value: unknown): value is RichTextDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'doc' &&
    Array.isArray((value as { content?: unknown }).content)
  );
}

/**
 * The text of a rich-text document (or '' for anything else), paragraphs
 * joined by a blank line; for meta descriptions and search snippets.
 */
export function richTextToPlain(value: unknown): string {
  if (!isDocument(value)) return '';
  return value.content
    .map((paragraph) => (paragraph.content ?? []).map((run) => run.text).join(''))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** True when a document has no visible text (missing, empty or blank paragraphs only). */
export function isRichTextEmpty(value: unknown): boolean {
  return richTextToPlain(value).trim() === '';
}
