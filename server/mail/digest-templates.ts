import { routePath } from '../../domain/routes.ts';
import type { MailTemplate } from './mail-template.ts';

/**
 * The editors' digest of new submissions (issue 16), queued by the worker
 * through compose_editor_digests: one email listing every submission that
 * waited for review since the last digest, with a link to the review queue.
 */

const kinds: Record<string, { en: string; sr: string }> = {
  creators: { en: 'Creator profile', sr: 'Профил ствараоца' },
  organizations: { en: 'Organization', sr: 'Организација' },
  events: { en: 'Event', sr: 'Догађај' },
  news: { en: 'News article', sr: 'Вест' },
  memorials: { en: 'Memorial', sr: 'Помен' },
};

type DigestItem = { table: string; title: string };

function digestItems(data: Record<string, unknown>): DigestItem[] {
  const items = Array.isArray(data.items) ? data.items : [];
  return items.map((item: unknown) => {
    const record = (item ?? {}) as Record<string, unknown>;
    return {
      table: typeof record.table === 'string' ? record.table : '',
      title: typeof record.title === 'string' ? record.title : '',
    };
  });
}

export const editorDigest: MailTemplate = (data, locale, siteUrl) => {
  const items = digestItems(data);
  const url = `${siteUrl}${routePath('admin')}`;
  const line = (item: DigestItem) => {
    const kind = kinds[item.table] ?? { en: item.table, sr: item.table };
    const title = item.title || '—';
    return `${locale === 'sr' ? kind.sr : kind.en}: ${title}`;
  };
  return locale === 'sr'
    ? {
        subject: `Нових пријава за преглед: ${items.length}`,
        heading: 'Нове пријаве чекају преглед',
        paragraphs: [
          `Од последњег обавештења стигло је пријава: ${items.length}.`,
          ...items.map(line),
        ],
        action: { label: 'Отвори преглед', url },
      }
    : {
        subject: `${items.length} new ${items.length === 1 ? 'submission' : 'submissions'} to review`,
        heading: 'New submissions are waiting for review',
        paragraphs: [
          `${items.length} new ${items.length === 1 ? 'submission has' : 'submissions have'} arrived since the last notice.`,
          ...items.map(line),
        ],
        action: { label: 'Open the review queue', url },
      };
};
