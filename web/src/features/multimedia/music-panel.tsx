import { Music } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { sampleTracks } from './multimedia-content.ts';

/**
 * The songs of our ensembles, as a list. There are no recordings to play yet
 * (the portal has no licensed audio), so the list offers no play button.
 */
export function MusicPanel() {
  const { t } = useTranslation();
  return (
    <>
      <ol className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
        {sampleTracks.map(({ key, artist, duration }) => (
          <li key={key} className="flex items-center gap-4 p-4">
            <Music aria-hidden="true" className="size-5 shrink-0 text-serbian-blue-400" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-stone-900">
                {t(`multimedia.music.${key}`)}
              </span>
              <span className="block text-sm text-stone-600">
                {t(`multimedia.music.${artist}`)}
              </span>
            </span>
            <span className="text-sm text-stone-600 tabular-nums">{duration}</span>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-stone-600">{t('multimedia.musicNote')}</p>
    </>
  );
}
