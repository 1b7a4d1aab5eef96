import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';

/** Click-to-play YouTube video on the privacy-enhanced host: nothing loads from YouTube before the click. */
export function FeaturedVideo({ videoId, name }: { videoId: string; name: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const label = t('creators.profile.playVideo', { name });
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-stone-900">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={label}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 size-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={label}
          className="group absolute inset-0 grid cursor-pointer place-items-center bg-gradient-to-br from-serbian-blue-900 to-stone-900 text-white"
        >
          <span className="grid size-16 place-items-center rounded-full bg-heritage-red-600 shadow-lg transition group-hover:scale-105">
            <Play aria-hidden="true" className="size-8 fill-current" />
          </span>
        </button>
      )}
    </div>
  );
}
