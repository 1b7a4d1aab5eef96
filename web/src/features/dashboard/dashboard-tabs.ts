import { type ContentKind, contentKinds, type ContentTable } from '@domain/content-kinds.ts';
import { routes } from '@domain/routes.ts';

/** Every content kind has its dashboard tab (domain/content-kinds.ts). */
export type DashboardTable = ContentTable;

/** One content tab of the dashboard (SPEC §2, §7 dashboard reads). */
export interface DashboardTab {
  table: DashboardTable;
  /** Who owns a row: author_id, submitter_id or owner_user_id (SPEC §6). */
  ownerColumn: ContentKind['ownerColumn'];
  /** English and Serbian title columns. */
  titleColumns: [string, string];
  /** A Serbian Latin title column, where the table has one (creators). */
  latinTitleColumn?: string;
  /** Memorials show moderation_status (SPEC §4). */
  statusColumn: ContentKind['statusColumn'];
  submitPath: string;
  /** Drafts reopen in this form with `?edit=<id>`. */
  editPath: string;
}

/** What only the dashboard needs, in the order of its tabs: the columns it shows as the title. */
const titles: Record<DashboardTable, Pick<DashboardTab, 'titleColumns' | 'latinTitleColumn'>> = {
  organizations: { titleColumns: ['name_en', 'name_sr_cyrl'] },
  events: { titleColumns: ['title_en', 'title_sr_cyrl'] },
  news: { titleColumns: ['title_en', 'title_sr_cyrl'] },
  memorials: { titleColumns: ['full_name', 'full_name'] },
  creators: { titleColumns: ['name_eng', 'name_cyr'], latinTitleColumn: 'name_lat' },
  // The businesses the person added or got through a claim (author_id, 0440, 0441).
  businesses: { titleColumns: ['name_en', 'name_sr_cyrl'] },
};

export const dashboardTabs: readonly DashboardTab[] = (Object.keys(titles) as DashboardTable[]).map(
  (table) => {
    const kind: ContentKind = contentKinds[table];
    return {
      table,
      ownerColumn: kind.ownerColumn,
      statusColumn: kind.statusColumn,
      submitPath: routes[kind.submitPage],
      editPath: routes[kind.submitPage],
      ...titles[table],
    };
  },
);
