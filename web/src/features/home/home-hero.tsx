import { CalendarDays } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { JoinCommunityDialog } from './join-community-dialog.tsx';
import { homeHeroImage } from '@domain/lead-images.ts';

/** The hero: 25vh with a 220 px minimum (SPEC §2), title, Join the community and View events. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="relative isolate flex h-[25vh] min-h-[220px] items-center overflow-hidden bg-serbian-blue-800 text-white">
      <img
        src={homeHeroImage}
        alt=""
        width={1600}
        height={600}
        // The largest paint of the home page; the server preloads it too.
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-25"
      />
      <div className="mx-auto grid w-full max-w-6xl gap-3 px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{t('pages.home.title')}</h1>
        <p className="hidden max-w-2xl text-serbian-blue-50 sm:block sm:text-lg">
          {t('home.heroText')}
        </p>
        <div className="flex flex-wrap gap-3 pt-1">
          <JoinCommunityDialog />
          <Button asChild variant="secondary">
            <Link to={routes.events}>
              <CalendarDays aria-hidden="true" className="size-4" />
              {t('home.viewEvents')}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
