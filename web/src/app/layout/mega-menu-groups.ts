import { routes } from '@domain/routes.ts';

/**
 * The mega menu's columns (SPEC §2): news, culture and event categories and
 * organization resources, each linking to its list page with a filter.
 */
export const megaMenuGroups = [
  {
    id: 'news',
    headingKey: 'megaMenu.newsHeading',
    to: routes.news,
    links: [
      { labelKey: 'megaMenu.newsPolitics', to: `${routes.news}?category=politics` },
      { labelKey: 'megaMenu.newsCommunity', to: `${routes.news}?category=community` },
      { labelKey: 'megaMenu.newsInterviews', to: `${routes.news}?category=interviews` },
      { labelKey: 'megaMenu.newsCulture', to: `${routes.news}?category=culture` },
      { labelKey: 'megaMenu.newsArchive', to: `${routes.news}?category=archive` },
    ],
  },
  {
    id: 'culture',
    headingKey: 'megaMenu.cultureHeading',
    to: routes.culture,
    links: [
      { labelKey: 'megaMenu.cultureLiterature', to: `${routes.culture}?category=literature` },
      { labelKey: 'megaMenu.cultureTheatre', to: `${routes.culture}?category=theatre` },
      { labelKey: 'megaMenu.cultureMusic', to: `${routes.culture}?category=music` },
      { labelKey: 'megaMenu.cultureHistory', to: `${routes.culture}?category=history` },
      { labelKey: 'megaMenu.cultureVisualArts', to: `${routes.culture}?category=visual-arts` },
    ],
  },
  {
    id: 'organizations',
    headingKey: 'megaMenu.organizationsHeading',
    to: routes.organizations,
    links: [
      { labelKey: 'megaMenu.organizationsDirectory', to: routes.organizations },
      { labelKey: 'megaMenu.organizationsChurches', to: `${routes.organizations}?category=church` },
      { labelKey: 'megaMenu.organizationsYouth', to: `${routes.organizations}?category=youth` },
      { labelKey: 'megaMenu.organizationsSubmit', to: routes.organizationsSubmit },
    ],
  },
  {
    id: 'events',
    headingKey: 'megaMenu.eventsHeading',
    to: routes.events,
    links: [
      { labelKey: 'megaMenu.eventsFestivals', to: `${routes.events}?category=festivals` },
      { labelKey: 'megaMenu.eventsTheatre', to: `${routes.events}?category=theatre` },
      { labelKey: 'megaMenu.eventsMusic', to: `${routes.events}?category=music` },
      { labelKey: 'megaMenu.eventsSports', to: `${routes.events}?category=sports` },
      { labelKey: 'megaMenu.eventsCalendar', to: `${routes.events}?view=calendar` },
    ],
  },
] as const;
