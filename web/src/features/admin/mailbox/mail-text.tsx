import { mailTextParts } from './mail-text-parts.ts';

/** A plain-text email with its http(s) links clickable (no HTML from the email is rendered). */
export function MailText({ text }: { text: string }) {
  return (
    <pre className="font-sans text-sm break-words whitespace-pre-wrap text-stone-800">
      {mailTextParts(text).map((part, index) =>
        'link' in part ? (
          <a key={index} href={part.link} className="break-all text-serbian-blue-700 underline">
            {part.link}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}
