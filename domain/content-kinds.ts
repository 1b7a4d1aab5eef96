import type { Database } from './database.types.ts';
import type { RouteName } from './routes.ts';

/**
 * The reviewable content kinds, each declared once: the tables people submit
 * and editors review. Every list and union of them (the review queue's tabs,
 * the dashboard's, the submission forms', the revised and reported tables,
 * the names mail gives them) is derived from this record, and
 * content-kinds-sql.test.ts checks the SQL's own lists against it. A new kind
 * starts here (docs/how-to/add-a-content-kind.md).
 */

type PublicTable = keyof Database['public']['Tables'];

/** English, and Serbian in Cyrillic (Latin mail transliterates it, decision 017). */
export interface KindWords {
  en: string;
  sr: string;
}

export interface ContentKind {
  /** The public page of one item, or the list that shows it when items have no page. */
  page: RouteName;
  /** The submission form, where drafts also reopen with `?edit=<id>`. */
  submitPage: RouteName;
  /** Who owns a row (SPEC §6). */
  ownerColumn: 'author_id' | 'submitter_id' | 'owner_user_id';
  /** Memorials keep their review state in moderation_status (SPEC §4). */
  statusColumn: 'status' | 'moderation_status';
  /** Saved by the shared submission form (creators have their own form and functions). */
  sharedSubmissionForm: boolean;
  /** Editors may reject with a note for the author; creators are only published or hidden. */
  canReject: boolean;
  /** Where a published row's edits wait for review. */
  revisedThrough: 'content_revisions' | 'creator_revisions';
  /** Where visitors' reports of an item go, or null when it cannot be reported. */
  reportedThrough: 'content_reports' | 'creator_reports' | null;
  /** An owner may claim an item someone else submitted (decision 015). */
  claimable: boolean;
  /** What a sentence calls one item: "your <memorial> was published". */
  name: KindWords;
  /** What a list heading calls one item. */
  heading: KindWords;
}

export const contentKinds = {
  organizations: {
    page: 'organization',
    submitPage: 'organizationsSubmit',
    ownerColumn: 'author_id',
    statusColumn: 'status',
    sharedSubmissionForm: true,
    canReject: true,
    revisedThrough: 'content_revisions',
    reportedThrough: 'content_reports',
    claimable: true,
    name: { en: 'organization', sr: 'организација' },
    heading: { en: 'Organization', sr: 'Организација' },
  },
  events: {
    page: 'event',
    submitPage: 'eventsSubmit',
    ownerColumn: 'author_id',
    statusColumn: 'status',
    sharedSubmissionForm: true,
    canReject: true,
    revisedThrough: 'content_revisions',
    reportedThrough: null,
    claimable: false,
    name: { en: 'event', sr: 'догађај' },
    heading: { en: 'Event', sr: 'Догађај' },
  },
  news: {
    page: 'blogArticle',
    submitPage: 'newsSubmit',
    ownerColumn: 'author_id',
    statusColumn: 'status',
    sharedSubmissionForm: true,
    canReject: true,
    revisedThrough: 'content_revisions',
    reportedThrough: null,
    claimable: false,
    name: { en: 'news article', sr: 'вест' },
    heading: { en: 'News article', sr: 'Вест' },
  },
  memorials: {
    page: 'memorial',
    submitPage: 'memorialsSubmit',
    ownerColumn: 'submitter_id',
    statusColumn: 'moderation_status',
    sharedSubmissionForm: true,
    canReject: true,
    revisedThrough: 'content_revisions',
    reportedThrough: null,
    claimable: false,
    name: { en: 'memorial', sr: 'помен' },
    heading: { en: 'Memorial', sr: 'Помен' },
  },
  businesses: {
    page: 'businessDirectory',
    submitPage: 'businessSubmit',
    ownerColumn: 'author_id',
    statusColumn: 'status',
    sharedSubmissionForm: true,
    canReject: true,
    revisedThrough: 'content_revisions',
    reportedThrough: 'content_reports',
    claimable: true,
    name: { en: 'business listing', sr: 'оглас фирме' },
    heading: { en: 'Business listing', sr: 'Оглас фирме' },
  },
  creators: {
    page: 'creator',
    submitPage: 'creatorsSubmit',
    ownerColumn: 'owner_user_id',
    statusColumn: 'status',
    sharedSubmissionForm: false,
    canReject: false,
    revisedThrough: 'creator_revisions',
    reportedThrough: 'creator_reports',
    claimable: true,
    name: { en: 'creator profile', sr: 'профил ствараоца' },
    heading: { en: 'Creator profile', sr: 'Профил ствараоца' },
  },
} as const satisfies { [Table in PublicTable]?: ContentKind };

/** A reviewable content table. */
export type ContentTable = keyof typeof contentKinds;

/** The content tables in the order the queue and the dashboard show them. */
export const contentTables = Object.keys(contentKinds) as [ContentTable, ...ContentTable[]];

type TablesWhere<Condition> = {
  [Table in ContentTable]: (typeof contentKinds)[Table] extends Condition ? Table : never;
}[ContentTable];

/** Saved by the shared submission form. */
export type SubmissionTable = TablesWhere<{ sharedSubmissionForm: true }>;
/** Revised through content_revisions (creators have creator_revisions). */
export type ContentRevisionTable = TablesWhere<{ revisedThrough: 'content_revisions' }>;
/** Reported through content_reports. */
export type ContentReportTable = TablesWhere<{ reportedThrough: 'content_reports' }>;
/** An owner may claim it. */
export type ClaimableTable = TablesWhere<{ claimable: true }>;

export function contentTablesWhere(test: (kind: ContentKind) => boolean): ContentTable[] {
  return contentTables.filter((table) => test(contentKinds[table]));
}

export function isContentTable(value: unknown): value is ContentTable {
  return typeof value === 'string' && Object.hasOwn(contentKinds, value);
}
