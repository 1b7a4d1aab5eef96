import { z } from 'zod';
import { contentKinds, contentTables, type KindWords } from '../../../../domain/content-kinds.ts';
import { queueItemPath } from '../../../../domain/review-links.ts';
import { routePath } from '../../../../domain/routes.ts';
import { defineMail, optionalText, rowId, serbianNamesSchema } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import type { MailLocale, MailTemplate } from '../../mail-template.ts';

/**
 * The editors' digest (issue 16), queued by the worker through
 * compose_editor_digests: one email listing every item that came to the
 * review queue since the last digest (new submissions, resubmissions and
 * verified claims, each named as such, issue 19), each with a link to the
 * item in the queue. Since issue 34 it also lists reports (one line per
 * reported item, with how many reports came and the newest reason) and
 * messages from the contact page (one line each, with the sender), which
 * used to be one mail each.
 */

const kinds: Record<string, KindWords> = {
  ...Object.fromEntries(contentTables.map((table) => [table, contentKinds[table].heading])),
  creator_claims: {
    en: 'Claim of a creator profile or business listing',
    sr: 'Захтев за профил ствараоца или оглас фирме',
  },
  creator_revisions: {
    en: 'Changes to a published creator profile',
    sr: 'Измене објављеног профила ствараоца',
  },
  content_revisions: { en: 'Changes to a published item', sr: 'Измене објављене ставке' },
  contact_messages: { en: 'Message from the contact page', sr: 'Порука са странице Контакт' },
};

const markers: Record<string, { en: string; sr: string }> = {
  resubmission: { en: ' (resubmitted)', sr: ' (поново послато)' },
};

type DigestItem = {
  table: string;
  id: string;
  title: string;
  kind: string;
  names: unknown;
  times: number;
  detail: string;
};

function digestItems(data: Record<string, unknown>): DigestItem[] {
  const items = Array.isArray(data.items) ? data.items : [];
  return items.map((item: unknown) => {
    const record = (item ?? {}) as Record<string, unknown>;
    const field = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
    return {
      table: field('table'),
      id: field('id'),
      title: field('title'),
      kind: field('kind'),
      names: record.names,
      times: typeof record.times === 'number' && record.times > 1 ? record.times : 1,
      detail: field('detail'),
    };
  });
}

/** Where a line sends the editor: reports and messages have their own tabs of the queue. */
function itemPath(item: DigestItem): string {
  const tab = item.kind === 'report' ? 'reports' : item.kind === 'contact' ? 'messages' : '';
  if (!tab) return queueItemPath(item.table, item.id);
  const query = new URLSearchParams({ tab });
  if (item.kind === 'contact' && item.id) query.set('item', item.id);
  return `${routePath('admin')}?${query.toString()}`;
}

/** "Organization reported (3 reports)" / "Организација — примедба (3)". */
function reportLabel(kind: { en: string; sr: string }, times: number, locale: MailLocale) {
  if (locale === 'sr') return `${kind.sr} — примедба${times > 1 ? ` (${times})` : ''}`;
  return `${kind.en} reported${times > 1 ? ` (${times} reports)` : ''}`;
}

const editorDigest: MailTemplate = (data, locale, siteUrl) => {
  const items = digestItems(data);
  const url = `${siteUrl}${routePath('admin')}`;
  const line = (item: DigestItem) => {
    const kind = kinds[item.table] ?? { en: item.table, sr: item.table };
    const marker = markers[item.kind];
    const title = mailItemName(item, locale) || '—';
    const label =
      item.kind === 'report'
        ? reportLabel(kind, item.times, locale)
        : `${locale === 'sr' ? kind.sr : kind.en}${marker ? (locale === 'sr' ? marker.sr : marker.en) : ''}`;
    const detail = item.detail ? ` — ${item.detail}` : '';
    return `${label}: ${title}${detail} — ${siteUrl}${itemPath(item)}`;
  };
  return locale === 'sr'
    ? {
        subject: `Нових ставки за преглед: ${items.length}`,
        heading: 'Нове ставке чекају преглед',
        paragraphs: [
          `Од последњег обавештења стигло је ставки за преглед: ${items.length}.`,
          ...items.map(line),
        ],
        action: { label: 'Отвори преглед', url },
      }
    : {
        subject: `${items.length} ${items.length === 1 ? 'item' : 'items'} to review`,
        heading: 'Items are waiting for review',
        paragraphs: [
          `${items.length} ${items.length === 1 ? 'item has' : 'items have'} come for review since the last notice.`,
          ...items.map(line),
        ],
        action: { label: 'Open the review queue', url },
      };
};

/** Queued by compose_editor_digests (0630); each item's `names` added for a Serbian reader. */
export const editorDigestMail = defineMail({
  name: 'editor_digest',
  class: 'review_digest',
  payload: {
    items: z.array(
      z.strictObject({
        table: z.string(),
        id: rowId(),
        title: optionalText(),
        kind: optionalText(),
        times: z.number().nullish(),
        detail: optionalText(),
        names: serbianNamesSchema.optional(),
      }),
    ),
  },
  example: {
    items: [
      {
        table: 'events',
        id: '00000000-0000-4000-8000-000000000003',
        title: 'Slava',
        kind: 'new',
        times: 1,
        detail: null,
      },
      {
        table: 'organizations',
        id: '00000000-0000-4000-8000-000000000004',
        title: 'Srpsko kolo',
        kind: 'report',
        times: 3,
        detail: 'Wrong phone.',
      },
    ],
  },
  render: editorDigest,
});
