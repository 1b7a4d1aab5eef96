import { Play } from 'lucide-react';
import { ClickToPlayVideo } from '@/components/content/click-to-play-video.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

/** The creator's video, click to play: nothing loads from YouTube before the click. */
export function FeaturedVideo({ videoId, name }: { videoId: string; name: string }) {
  const { t } = useTranslation();
  const label = t('creators.profile.playVideo', { name });
  return (
    <ClickToPlayVideo
      videoId={videoId}
      title={label}
      playLabel={label}
      className="rounded-xl bg-gradient-to-br from-serbian-blue-900 to-stone-900 text-white"
    >
      <span className="grid size-16 place-items-center rounded-full bg-heritage-red-600 shadow-lg transition group-hover:scale-105">
        <Play aria-hidden="true" className="size-8 fill-current" />
      </span>
    </ClickToPlayVideo>
  );
}
