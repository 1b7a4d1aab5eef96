import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { mediaWidths, type MediaPath } from '@domain/media-path.ts';
import { useAuth } from './auth-context.ts';

/**
 * A pending item's photos are private (row-level security on
 * public.images): an <img> cannot send the editor's token, so inside the
 * moderation queue's previews a kept image is fetched with it and shown
 * from a blob: address. Everywhere else images load as usual.
 */
const PrivateMediaToken = createContext<string | null>(null);

export function PrivateMediaProvider({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  return (
    <PrivateMediaToken.Provider value={session?.access_token ?? null}>
      {children}
    </PrivateMediaToken.Provider>
  );
}

export function usePrivateMediaToken(): string | null {
  return useContext(PrivateMediaToken);
}

/** A blob: address of the variant that fills `shownWidth` (twice, for sharp screens), or null until loaded. */
export function usePrivateMediaUrl(
  media: MediaPath | null,
  shownWidth: number,
  token: string | null,
): string | null {
  const [loaded, setLoaded] = useState<{ key: string; url: string } | null>(null);
  const width = media
    ? (mediaWidths(media.width).find((w) => w >= shownWidth * 2) ?? media.width)
    : 0;
  const key = media && token ? `/media/${media.id}/${width}.webp` : '';
  useEffect(() => {
    if (!key || !token) return;
    let made: string | null = null;
    let cancelled = false;
    fetch(key, { headers: { Authorization: `Bearer ${token}` } })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        made = URL.createObjectURL(blob);
        setLoaded({ key, url: made });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [key, token]);
  return loaded?.key === key ? loaded.url : null;
}
