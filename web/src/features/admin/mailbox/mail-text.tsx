/** A plain-text email with its http(s) links clickable (no HTML from the email is rendered). */

const linkPattern = /(https?:\/\/[^\s<>"]+)/;

export function MailText({ text }: { text: string }) {
  const parts = text.split(linkPattern);
  return (
    <pre className="font-sans text-sm break-words whitespace-pre-wrap text-stone-800">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="text-serbian-blue-700 underline break-all">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
