import { useTranslation } from '../../lib/use-translation.ts';
import { CalendarDays } from 'lucide-react';
import { PageHead } from '../../components/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { notImplemented } from '../../components/ui/not-implemented.ts';
import { cultureEvents, heritageAreas, traditions } from './culture-content.ts';

const sectionTitle = 'text-2xl font-semibold text-serbian-blue-900';

/** Culture (/culture): heritage areas, cultural events and traditions; buttons show the notice. */
export function CulturePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageHead
        title={t('culture.title')}
        description={t('culture.intro')}
        canonicalPath="/culture"
      />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl">
        {t('culture.title')}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-stone-600">{t('culture.intro')}</p>

      <section aria-labelledby="heritage-heading" className="mt-12">
        <h2 id="heritage-heading" className={sectionTitle}>
          {t('culture.heritageTitle')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {heritageAreas.map(({ key, image }) => (
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
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-auto self-start"
                  onClick={notImplemented}
                >
                  {t('culture.learnMore')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="culture-events-heading" className="mt-14">
        <h2 id="culture-events-heading" className={sectionTitle}>
          {t('culture.eventsTitle')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {cultureEvents.map((key) => (
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
              <Button
                variant="secondary"
                size="sm"
                className="mt-auto self-start"
                onClick={notImplemented}
              >
                {t('culture.eventDetails')}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="traditions-heading" className="mt-14">
        <h2 id="traditions-heading" className={sectionTitle}>
          {t('culture.traditionsTitle')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {traditions.map((key) => (
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
      </section>

      <aside className="mt-14 flex flex-col items-start gap-4 rounded-xl bg-serbian-blue-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-serbian-blue-900">{t('culture.joinTitle')}</h2>
          <p className="mt-1 text-stone-700">{t('culture.joinText')}</p>
        </div>
        <Button onClick={notImplemented} className="shrink-0">
          {t('culture.joinButton')}
        </Button>
      </aside>
    </div>
  );
}
