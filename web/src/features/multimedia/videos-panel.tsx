import { Play } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { ClickToPlayVideo } from '@/components/content/click-to-play-video.tsx';
import { sampleVideos } from './multimedia-content.ts';

/** The videos: each plays in place, from the privacy-enhanced host, once it is pressed. */
export function VideosPanel() {
  const { t } = useTranslation();
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {sampleVideos.map(({ key, image, duration, videoId }) => {
          const title = t(`multimedia.videos.${key}`);
          return (
            <li
              key={key}
              className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
            >
              <ClickToPlayVideo
                videoId={videoId}
                title={title}
                playLabel={t('multimedia.playVideo', { title })}
                className="bg-serbian-blue-50"
              >
                <img
                  src={image}
                  alt=""
                  width={480}
                  height={270}
                  loading="lazy"
                  className="absolute inset-0 h-full w-full object-cover"
                />
                <span className="relative rounded-full bg-serbian-blue-800/90 p-3 text-white shadow-lg transition-transform group-hover:scale-105">
                  <Play aria-hidden="true" className="size-6" />
                </span>
              </ClickToPlayVideo>
              <div className="p-4">
                <h3 className="font-medium text-stone-900">{title}</h3>
                <p className="mt-1 text-sm text-stone-600">
                  {t('multimedia.duration', { duration })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-sm text-stone-600">{t('multimedia.videosDemoNote')}</p>
    </>
  );
}
