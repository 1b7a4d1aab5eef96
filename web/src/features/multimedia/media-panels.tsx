import { useTranslation } from '../../lib/use-translation.ts';
import { Music, Play } from 'lucide-react';
import { notImplemented } from '../../components/ui/not-implemented.ts';
import { samplePhotos, sampleTracks, sampleVideos } from './multimedia-content.ts';

const tile =
  'group block w-full cursor-pointer overflow-hidden rounded-xl border border-stone-200 bg-white text-left shadow-sm transition hover:border-serbian-blue-300 hover:shadow-md';

export function PhotosPanel() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {samplePhotos.map(({ key, image }) => {
        const title = t(`multimedia.photos.${key}`);
        return (
          <li key={key}>
            <button
              type="button"
              className={tile}
              onClick={notImplemented}
              aria-label={t('multimedia.viewPhoto', { title })}
            >
              <img
                src={image}
                alt=""
                width={480}
                height={320}
                loading="lazy"
                className="aspect-[3/2] w-full bg-serbian-blue-50 object-cover"
              />
              <span className="block p-4 font-medium text-stone-900">{title}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function VideosPanel() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {sampleVideos.map(({ key, image, duration }) => {
        const title = t(`multimedia.videos.${key}`);
        return (
          <li key={key}>
            <button
              type="button"
              className={tile}
              onClick={notImplemented}
              aria-label={t('multimedia.playVideo', { title })}
            >
              <span className="relative block">
                <img
                  src={image}
                  alt=""
                  width={480}
                  height={270}
                  loading="lazy"
                  className="aspect-video w-full bg-serbian-blue-50 object-cover"
                />
                <span className="absolute inset-0 flex items-center justify-center">
                  <span className="rounded-full bg-serbian-blue-800/90 p-3 text-white shadow-lg">
                    <Play aria-hidden="true" className="size-6" />
                  </span>
                </span>
              </span>
              <span className="block p-4">
                <span className="block font-medium text-stone-900">{title}</span>
                <span className="mt-1 block text-sm text-stone-600">
                  {t('multimedia.duration', { duration })}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function MusicPanel() {
  const { t } = useTranslation();
  return (
    <ol className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      {sampleTracks.map(({ key, artist, duration }) => {
        const title = t(`multimedia.music.${key}`);
        return (
          <li key={key} className="flex items-center gap-4 p-4">
            <button
              type="button"
              onClick={notImplemented}
              aria-label={t('multimedia.playTrack', { title })}
              className="shrink-0 cursor-pointer rounded-full bg-serbian-blue-700 p-3 text-white hover:bg-serbian-blue-800"
            >
              <Play aria-hidden="true" className="size-5" />
            </button>
            <Music aria-hidden="true" className="hidden size-5 text-serbian-blue-400 sm:block" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-stone-900">{title}</span>
              <span className="block text-sm text-stone-600">
                {t(`multimedia.music.${artist}`)}
              </span>
            </span>
            <span className="text-sm text-stone-600 tabular-nums">{duration}</span>
          </li>
        );
      })}
    </ol>
  );
}
