import type { RichTextDocument } from '@domain/rich-text.ts';

function isRichText(value: unknown): value is RichTextDocument {
  return (
    typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc'
  );
}

/** A long bio: a plain string (paragraphs split on blank lines) or a rich-text document. */
export function LongBio({ value }: { value: unknown }) {
  if (typeof value === 'string')
    return (
      <div className="grid gap-3 text-stone-700">
        {value
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </div>
    );
  if (!isRichText(value)) return null;
  return (
    <div className="grid gap-3 text-stone-700">
      {value.content.map((paragraph, index) => (
        <p key={index}>
          {(paragraph.content ?? []).map((run, runIndex) => {
            const marks = new Set(run.marks?.map((mark) => mark.type));
            const text = marks.has('italic') ? <em>{run.text}</em> : run.text;
            return marks.has('bold') ? (
              <strong key={runIndex}>{text}</strong>
            ) : (
              <span key={runIndex}>{text}</span>
            );
          })}
        </p>
      ))}
    </div>
  );
}

/** The long bio in the reader's script, falling back to the others. */
export function pickLongBio(
  bios: { long_bio_eng: unknown; long_bio_lat: unknown; long_bio_cyr: unknown },
  language: string,
): unknown {
  const order =
    language === 'en'
      ? [bios.long_bio_eng, bios.long_bio_lat, bios.long_bio_cyr]
      : language === 'sr_latin'
        ? [bios.long_bio_lat, bios.long_bio_cyr, bios.long_bio_eng]
        : [bios.long_bio_cyr, bios.long_bio_lat, bios.long_bio_eng];
  return order.find((bio) => bio !== null && bio !== undefined && bio !== '') ?? null;
}
