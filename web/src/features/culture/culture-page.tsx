import { useTranslation } from '@/lib/use-translation.ts';
import { CalendarDays } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { CultureActionLink } from './culture-action-link.tsx';
import {
  cultureCategoryFrom,
  cultureCategoryLabelKeys,
  cultureEvents,
  heritageAreas,
  inCultureCategory,
  traditions,
} from './culture-content.ts';
import { CultureSectionsNav } from './culture-sections-nav.tsx';
import { TitledSection } from '@/components/content/titled-section.tsx';
import { InviteBand } from '@/components/content/invite-band.tsx';

/**
 * Culture (/culture): heritage areas, cultural events and traditions. The
 * address names a section (`?category=literature`, as the mega menu links),
 * and the page then shows only that section's items.
 */
export function CulturePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const category = cultureCategoryFrom(search.get('category'));
  const areas = inCultureCategory(heritageAreas, category);
  const events = inCultureCategory(cultureEvents, category);
  const customs = inCultureCategory(traditions, category);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageHead
        title={
          category
            ? `${t('culture.title')}: ${t(cultureCategoryLabelKeys[category])}`
            : t('culture.title')
        }
        description={t('culture.intro')}
        canonicalPath={category ? `${routes.culture}?category=${category}` : routes.culture}
      />
      <PageHeader title={t('culture.title')} intro={t('culture.intro')} />
      <CultureSectionsNav chosen={category} />

      {areas.length > 0 && (
        <TitledSection id="heritage-heading" title={t('culture.heritageTitle')} className="mt-12">
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {areas.map(({ key, image, action }) => (
              <li
                key={key}
                className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
              >
                <img
                  src={image}
                  alt=""
                  width={400}
                  height={260}
                  loading="lazy"
                  className="aspect-[20/13] w-full bg-serbian-blue-50 object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <h3 className="text-lg font-semibold text-stone-900">
                    {t(`culture.heritage.${key}Title`)}
                  </h3>
                  <p className="text-stone-600">{t(`culture.heritage.${key}Text`)}</p>
                  <CultureActionLink
                    action={action}
                    subject={t(`culture.heritage.${key}Title`)}
                    variant="ghost"
                  />
                </div>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}

      {events.length > 0 && (
        <TitledSection
          id="culture-events-heading"
          title={t('culture.eventsTitle')}
          className="mt-14"
        >
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {events.map(({ key, action }) => (
              <li
                key={key}
                className="flex flex-col gap-3 rounded-xl bg-serbian-blue-800 p-6 text-white"
              >
                <p className="flex items-center gap-2 text-sm font-semibold text-serbian-blue-100">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  {t(`culture.events.${key}When`)}
                </p>
                <h3 className="text-xl font-semibold">{t(`culture.events.${key}Title`)}</h3>
                <p className="text-serbian-blue-50">{t(`culture.events.${key}Text`)}</p>
                <CultureActionLink
                  action={action}
                  subject={t(`culture.events.${key}Title`)}
                  variant="secondary"
                />
              </li>
            ))}
          </ul>
        </TitledSection>
      )}

      {customs.length > 0 && (
        <TitledSection
          id="traditions-heading"
          title={t('culture.traditionsTitle')}
          className="mt-14"
        >
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {customs.map(({ key }) => (
              <li
                key={key}
                className="rounded-xl border-l-4 border-heritage-red-600 bg-white p-6 shadow-sm"
              >
                <h3 className="text-lg font-semibold text-stone-900">
                  {t(`culture.traditions.${key}Title`)}
                </h3>
                <p className="mt-2 text-stone-600">{t(`culture.traditions.${key}Text`)}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}

      <InviteBand
        className="mt-14"
        heading={t('culture.joinTitle')}
        text={t('culture.joinText')}
        to={routes.eventsSubmit}
        buttonLabel={t('culture.joinButton')}
      />
    </div>
  );
}
