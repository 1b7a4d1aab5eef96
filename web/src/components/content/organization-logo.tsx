import { ImageWithFallback } from '../image-with-fallback.tsx';

const looks = {
  card: { pixels: 64, size: 'size-16', rounded: 'rounded-lg' },
  page: { pixels: 96, size: 'size-24', rounded: 'rounded-2xl' },
} as const;

/**
 * An organization's logo, or the library picture when it has none: small on
 * its card, larger (and fetched first) at the top of its page.
 */
export function OrganizationLogo({ src, look }: { src: string | null; look: keyof typeof looks }) {
  const { pixels, size, rounded } = looks[look];
  return (
    <ImageWithFallback
      src={src}
      fallbackSrc="/images/content/library.svg"
      width={pixels}
      height={pixels}
      loading={look === 'page' ? 'eager' : 'lazy'}
      className={`${size} shrink-0 ${rounded} border border-stone-200 bg-serbian-blue-50 object-cover`}
    />
  );
}
