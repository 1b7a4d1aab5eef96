import { routes } from '@domain/routes.ts';

export type DashboardTable =
  'organizations' | 'events' | 'news' | 'memorials' | 'creators' | 'businesses';

/** One content tab of the dashboard (SPEC §2, §7 dashboard reads). */
export interface DashboardTab {
  table: DashboardTable;
  /** Who owns a row: author_id, submitter_id or owner_user_id (SPEC §6). */
  ownerColumn: 'author_id' | 'submitter_id' | 'owner_user_id';
  /** English and Serbian title columns. */
  titleColumns: [string, string];
  /** A Serbian Latin title column, where the table has one (creators). */
  latinTitleColumn?: string;
  /** Memorials show moderation_status (SPEC §4). */
  statusColumn: 'status' | 'moderation_status';
  submitPath: string;
  /** Drafts reopen in this form with `?edit=<id>`. */
  editPath: string;
}

export const dashboardTabs: readonly DashboardTab[] = [
  {
    table: 'organizations',
    ownerColumn: 'author_id',
    titleColumns: ['name_en', 'name_sr_cyrl'],
    statusColumn: 'status',
    submitPath: routes.organizationsSubmit,
    editPath: routes.organizationsSubmit,
  },
  {
    table: 'events',
    ownerColumn: 'author_id',
    titleColumns: ['title_en', 'title_sr_cyrl'],
    statusColumn: 'status',
    submitPath: routes.eventsSubmit,
    editPath: routes.eventsSubmit,
  },
  {
    table: 'news',
    ownerColumn: 'author_id',
    titleColumns: ['title_en', 'title_sr_cyrl'],
    statusColumn: 'status',
    submitPath: routes.newsSubmit,
    editPath: routes.newsSubmit,
  },
  {
    table: 'memorials',
    ownerColumn: 'submitter_id',
    titleColumns: ['full_name', 'full_name'],
    statusColumn: 'moderation_status',
    submitPath: routes.memorialsSubmit,
    editPath: routes.memorialsSubmit,
  },
  {
    table: 'creators',
    ownerColumn: 'owner_user_id',
    titleColumns: ['name_eng', 'name_cyr'],
    latinTitleColumn: 'name_lat',
    statusColumn: 'status',
    submitPath: routes.creatorsSubmit,
    editPath: routes.creatorsSubmit,
  },
  {
    // The businesses the person added or got through a claim (author_id, 0440, 0441).
    table: 'businesses',
    ownerColumn: 'author_id',
    titleColumns: ['name_en', 'name_sr_cyrl'],
    statusColumn: 'status',
    submitPath: routes.businessSubmit,
    editPath: routes.businessSubmit,
  },
];
