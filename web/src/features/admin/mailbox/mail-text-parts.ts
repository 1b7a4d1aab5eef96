/** A plain-text email cut into text and http(s) links, in order (nothing else becomes a link). */
export type MailTextPart = { text: string } | { link: string };

const linkPattern = /(https?:\/\/[^\s<>"]+)/;

export function mailTextParts(text: string): MailTextPart[] {
  return text
    .split(linkPattern)
    .map((part, index) => (index % 2 === 1 ? { link: part } : { text: part }))
    .filter((part) => !('text' in part) || part.text !== '');
}
