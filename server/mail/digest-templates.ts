import { queueItemPath } from '../../domain/review-links.ts';
import { routePath } from '../../domain/routes.ts';
import { mailItemName } from './mail-names.ts';
import type { MailTemplate } from './mail-template.ts';

/**
 * The editors' digest (issue 16), queued by the worker through
 * compose_editor_digests: one email listing every item that came to the
 * review queue since the last digest (new submissions, resubmissions and
 * verified claims, each named as such, issue 19), each with a link to the
 * item in the queue.
 */

const kinds: Record<string, { en: string; sr: string }> = {
  creators: { en: 'Creator profile', sr: 'Профил ствараоца' },
  organizations: { en: 'Organization', sr: 'Организација' },
  events: { en: 'Event', sr: 'Догађај' },
  news: { en: 'News article', sr: 'Вест' },
  memorials: { en: 'Memorial', sr: 'Помен' },
  businesses: { en: 'Business listing', sr: 'Оглас фирме' },
  creator_claims: {
    en: 'Claim of a creator profile or business listing',
    sr: 'Захтев за профил ствараоца или оглас фирме',
  },
  creator_revisions: {
    en: 'Changes to a published creator profile',
    sr: 'Измене објављеног профила ствараоца',
  },
  content_revisions: { en: 'Changes to a published item', sr: 'Измене објављене ставке' },
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
    };
  });
}

export const editorDigest: MailTemplate = (data, locale, siteUrl) => {
  const items = digestItems(data);
  const url = `${siteUrl}${routePath('admin')}`;
  const line = (item: DigestItem) => {
    const kind = kinds[item.table] ?? { en: item.table, sr: item.table };
    const marker = markers[item.kind];
    const title = mailItemName(item, locale) || '—';
    const label = `${locale === 'sr' ? kind.sr : kind.en}${marker ? (locale === 'sr' ? marker.sr : marker.en) : ''}`;
    return `${label}: ${title} — ${siteUrl}${queueItemPath(item.table, item.id)}`;
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
