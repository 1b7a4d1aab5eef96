import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mailByName, mails } from './mail-registry.ts';
import { mailQueuedBySql, type Shape } from './queued-by-sql.ts';
import { renderMail } from './render-mail.ts';

/**
 * Every mail's payload schema against what queues it (issue 36): each
 * registered example parses and renders, and every outbox insert in the
 * current schema (db/schema.sql) names a registered template and builds a
 * payload that template's schema accepts. The payload is the example cut to
 * the keys the SQL builds, so a key the SQL adds that the schema does not
 * name, or a required key the SQL leaves out, fails here, naming the
 * function. (Mail queued from TypeScript is checked by enqueueMail's types.)
 */

const site = 'https://z.example';
const queued = mailQueuedBySql(readFileSync('db/schema.sql', 'utf8'));

/** The example's values for the keys (and nested keys) the SQL builds; null where it has none. */
function payloadOfShape(shape: Shape, example: unknown): unknown {
  if (shape === 'value') return example ?? null;
  if ('array' in shape) {
    const items = Array.isArray(example) && example.length > 0 ? example : [undefined];
    return items.map((item) => payloadOfShape(shape.array, item));
  }
  const source = (example ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(shape.object).map(([key, value]) => [key, payloadOfShape(value, source[key])]),
  );
}

function expectReadable(template: string, data: Record<string, unknown>) {
  for (const locale of ['en', 'sr_cyrillic', 'sr_latin']) {
    const mail = renderMail({ template, locale, data }, site);
    expect(mail.subject.trim(), `${template} ${locale}`).not.toBe('');
    expect(mail.text, `${template} ${locale}`).not.toMatch(/undefined|\[object Object\]|NaN/);
  }
}

describe('mail payloads', () => {
  it('register each template name once', () => {
    const names = mails.map((mail) => mail.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(mails.map((mail) => [mail.name, mail] as const))(
    '%s: its example fits its schema and renders in every language',
    (name, mail) => {
      const parsed = mail.payload.safeParse(mail.example);
      expect(parsed.error?.issues ?? [], name).toEqual([]);
      expectReadable(name, mail.example as Record<string, unknown>);
    },
  );

  it('find every outbox insert of the current schema', () => {
    // db/schema.sql holds 18 today; fewer means the reader lost some.
    expect(queued.length).toBeGreaterThanOrEqual(18);
    expect(new Set(queued.map((entry) => entry.function)).size).toBeGreaterThanOrEqual(14);
  });

  it.each(queued.flatMap((entry) => entry.templates.map((template) => [template, entry] as const)))(
    '%s as queued by SQL fits its schema and renders',
    (template, entry) => {
      const mail = mailByName.get(template);
      expect(
        mail,
        `${entry.function} queues "${template}", which mail-registry.ts does not declare`,
      ).toBeDefined();
      const data = payloadOfShape(entry.data, mail!.example) as Record<string, unknown>;
      const parsed = mail!.payload.safeParse(data);
      expect(
        parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [],
        `${entry.function} queues "${template}" with data its schema refuses`,
      ).toEqual([]);
      expectReadable(template, data);
    },
  );
});
