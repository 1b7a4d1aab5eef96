/**
 * The one way the server writes HTML and XML (page heads, sitemaps, feeds,
 * mail): a tagged template that escapes every value it is given. Text can
 * never become markup by accident; markup built by `markup` (or passed
 * through `trusted`, for text that is already safe) is kept as it is.
 *
 * hono/html's `html` does the same for HTML, but its result type includes a
 * Promise (it accepts async values), and it keeps characters that XML 1.0
 * forbids; this one is synchronous and serves HTML and XML alike.
 */

/** Text that is markup already: inserted as it is. */
export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** A value in a template: text is escaped, markup kept, lists joined, nothing written for null/false. */
export type MarkupValue =
  string | number | Markup | null | undefined | false | readonly MarkupValue[];

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text safe as element content or a quoted attribute value in HTML and XML:
 * `&<>"'` as entities (so `]]>` and `</script>` cannot end anything), and the
 * control characters XML 1.0 forbids dropped.
 */
export function escapeMarkup(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (character) => entities[character]!)
  );
}

function write(value: MarkupValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map(write).join('');
  return escapeMarkup(String(value as string | number));
}

/** `markup\`<p>${text}</p>\``: the template's own text as written, every value escaped. */
export function markup(strings: TemplateStringsArray, ...values: MarkupValue[]): Markup {
  let text = strings[0]!;
  for (let i = 0; i < values.length; i += 1) text += write(values[i]!) + strings[i + 1]!;
  return new Markup(text);
}

/** Text known to be safe markup (e.g. script-safe JSON), to put into a template unescaped. */
export function trusted(text: string): Markup {
  return new Markup(text);
}
