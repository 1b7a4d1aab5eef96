import { useTranslation } from '@/lib/use-translation.ts';
import { PageHead } from '@/components/page-head.tsx';
import { ExploreCities } from './explore-cities.tsx';
import { FeaturedVideo } from './featured-video.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeSections } from './home-sections.tsx';

/** Home (SPEC §2, issue 6): hero, cities, featured video, latest news, events and organizations. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.home.title')} description={t('home.heroText')} canonicalPath="/" />
      <HomeHero />
      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-12 sm:py-16">
        <HomeSections />
        <ExploreCities />
        <FeaturedVideo />
      </div>
    </>
  );
}
