import { Play } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { SectionHeader } from '@/components/content/section-header.tsx';
import { ClickToPlayVideo } from '@/components/content/click-to-play-video.tsx';

/** Sintel (Blender Foundation, CC BY), the same open movie the demo creators use. */
const videoId = 'eRsGyueVLvQ';

/**
 * The featured video as a lightweight preview (a local poster and a play
 * button); the privacy-enhanced YouTube player is inserted only on click.
 */
export function FeaturedVideo() {
  const { t } = useTranslation();
  const title = t('home.video.title');
  return (
    <section aria-labelledby="featured-video">
      <SectionHeader id="featured-video" title={t('home.video.heading')} />
      <p className="-mt-3 mb-6 max-w-2xl text-stone-600">{t('home.video.text')}</p>
      <ClickToPlayVideo
        videoId={videoId}
        title={title}
        playLabel={t('home.video.play', { title })}
        className="rounded-2xl bg-serbian-blue-900 shadow-md"
      >
        <img
          src="/images/content/film.svg"
          alt=""
          width={1280}
          height={720}
          loading="lazy"
          className="absolute inset-0 h-full w-full object-cover opacity-80"
        />
        <span className="relative flex size-14 items-center sm:size-20 justify-center rounded-full bg-heritage-red-600 text-white shadow-lg transition-transform group-hover:scale-105">
          <Play aria-hidden="true" className="ml-1 size-7 sm:size-9" fill="currentColor" />
        </span>
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 left-3 line-clamp-2 rounded-md bg-stone-950/70 px-3 py-1 text-xs font-medium text-white sm:py-1.5 sm:text-sm sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-[calc(100%-2rem)]"
        >
          {title}
        </span>
      </ClickToPlayVideo>
    </section>
  );
}
