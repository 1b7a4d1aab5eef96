import type { RichTextDocument, RichTextRun } from '@domain/rich-text.ts';

function Run({ run }: { run: RichTextRun }) {
  const marks = new Set(run.marks?.map((mark) => mark.type));
  let node = <>{run.text}</>;
  if (marks.has('italic')) node = <em>{node}</em>;
  if (marks.has('bold')) node = <strong>{node}</strong>;
  return node;
}

/** A rich-text document as React elements: text only, never parsed as HTML; `lang` when not the page's. */
export function RichTextView({ document, lang }: { document: RichTextDocument; lang?: string }) {
  return (
    <div lang={lang} className="grid gap-4 text-lg leading-relaxed text-stone-800">
      {document.content
        .filter((paragraph) => paragraph.content?.some((run) => run.text.trim() !== ''))
        .map((paragraph, index) => (
          <p key={index}>
            {paragraph.content?.map((run, runIndex) => (
              <Run key={runIndex} run={run} />
            ))}
          </p>
        ))}
    </div>
  );
}
