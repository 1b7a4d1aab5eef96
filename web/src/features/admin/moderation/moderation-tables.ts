import type { ContentTable } from '@domain/content-kinds.ts';
import { type ContentLanguage, localizedField } from '@domain/content-language.ts';
import { creatorName, creatorShortBio } from '@domain/creator-display.ts';
import { localizedObituary } from '@domain/memorial-obituary.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { richTextToPlain } from '@domain/rich-text-to-plain.ts';

/** Every content kind goes through the review queue (domain/content-kinds.ts). */
export type ModerationTable = ContentTable;

/** How the queue previews and moderates one table. */
export interface ModerationKind {
  table: ModerationTable;
  /** Statuses an editor may set: creators have no `rejected` (SPEC §4). */
  canReject: boolean;
  /** Previewed by the public page's own component (moderation-preview.tsx). */
  hasPublicView: boolean;
  /** Only content tables keep a note for the author. */
  canNote: boolean;
  /** Title and text in the editor's language and script, falling back as the public pages do. */
  title: (row: Record<string, unknown>, language: ContentLanguage) => string;
  text: (row: Record<string, unknown>, language: ContentLanguage) => string;
  image: (row: Record<string, unknown>) => string | null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const first = (...values: unknown[]) => values.map(str).find((value) => value.trim() !== '') ?? '';
const image = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The content tables: rejectable with a note, previewed by their public page. */
const contentKind = { canReject: true, hasPublicView: true, canNote: true };

export const moderationKinds: readonly ModerationKind[] = [
  {
    table: 'organizations',
    ...contentKind,
    title: (row, language) => localizedField(row, 'name', language),
    text: (row, language) => localizedField(row, 'description', language),
    image: (row) => image(row.image_url) ?? image(row.logo_image_url),
  },
  {
    table: 'events',
    ...contentKind,
    title: (row, language) => localizedField(row, 'title', language),
    text: (row, language) => localizedField(row, 'description', language),
    image: (row) => image(row.image_url) ?? image(row.featured_image_url),
  },
  {
    table: 'news',
    ...contentKind,
    title: (row, language) => localizedField(row, 'title', language),
    text: (row, language) =>
      language === 'en'
        ? first(row.excerpt_en, row.content_en, row.content_sr_cyrl)
        : localizedField(row, 'content', language),
    image: (row) => image(row.image_url),
  },
  {
    table: 'memorials',
    ...contentKind,
    title: (row, language) => nameInReaderScript(language, str(row.full_name)),
    text: (row, language) =>
      richTextToPlain(
        localizedObituary(
          { obituary_en: row.obituary_en, obituary_sr_cyrl: row.obituary_sr_cyrl },
          language,
        ),
      ),
    image: (row) => image(row.profile_image_url),
  },
  {
    table: 'businesses',
    ...contentKind,
    title: (row, language) => localizedField(row, 'name', language),
    text: (row, language) => localizedField(row, 'description', language),
    image: (row) => image(row.image_url),
  },
  {
    table: 'creators',
    canReject: false,
    hasPublicView: false,
    canNote: false,
    title: (row, language) => creatorName(row, language),
    text: (row, language) => creatorShortBio(row, language),
    image: (row) => image(row.avatar_image),
  },
];
