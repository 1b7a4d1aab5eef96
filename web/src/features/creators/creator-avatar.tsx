import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { isOurOwnImage, parseMediaPath } from '@domain/media-path.ts';
import { MediaPicture } from '@/components/media-picture.tsx';

interface CreatorAvatarProps {
  src: string | null | undefined;
  alt: string;
  /** Pixels; the placeholder takes the same room. */
  size: number;
  className: string;
  loading?: 'lazy' | 'eager';
}

/**
 * A creator's avatar, or the person placeholder when there is none or it
 * fails to load (a broken image never shows its alt text spilling out).
 */
export function CreatorAvatar({ src, alt, size, className, loading = 'lazy' }: CreatorAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!isOurOwnImage(src) || failed === src)
    return (
      <span
        className={`grid place-items-center bg-serbian-blue-50 text-serbian-blue-700 ${className}`}
      >
        <UserRound aria-hidden="true" style={{ width: size * 0.42, height: size * 0.42 }} />
      </span>
    );
  const media = parseMediaPath(src);
  const image = {
    alt,
    width: size,
    height: size,
    loading,
    onError: () => setFailed(src),
    className: `object-cover ${className}`,
  };
  // A kept avatar: the smallest variant that fills `size` pixels at the screen's density.
  return media ? (
    <MediaPicture media={media} sizes={`${size}px`} {...image} />
  ) : (
    <img src={src} {...image} />
  );
}
