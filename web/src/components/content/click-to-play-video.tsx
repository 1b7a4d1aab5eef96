import { type ReactNode, useState } from 'react';
import { youtubeNoCookieEmbedUrl } from '@domain/youtube-embed.ts';

interface ClickToPlayVideoProps {
  /** The YouTube video id. */
  videoId: string;
  /** The video's title (the player frame's accessible name). */
  title: string;
  /** The button's accessible name, e.g. "Play video: …". */
  playLabel: string;
  /** The poster shown inside the button until it is pressed (a local image, a play icon). */
  children: ReactNode;
  className?: string;
}

/**
 * A video as a lightweight poster button: nothing loads from the video host
 * until the visitor presses play; then YouTube's privacy-enhanced player
 * (youtube-nocookie.com, the only frame source the CSP allows) replaces the
 * poster and starts playing.
 */
export function ClickToPlayVideo({
  videoId,
  title,
  playLabel,
  children,
  className = '',
}: ClickToPlayVideoProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={`relative aspect-video overflow-hidden ${className}`}>
      {playing ? (
        <iframe
          src={youtubeNoCookieEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={playLabel}
          className="group absolute inset-0 flex cursor-pointer items-center justify-center"
        >
          {children}
        </button>
      )}
    </div>
  );
}
