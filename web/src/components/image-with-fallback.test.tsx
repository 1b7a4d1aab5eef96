import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from './image-with-fallback.tsx';

/**
 * A kept image as the server renders it: the <picture> of its variants and,
 * when its path carries one, the blurred placeholder as the <img>'s own
 * inline background (no request, the same markup after hydration).
 */
const id = '0123456789abcdef0123456789abcdef';
const placeholder = 'UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoQAAwAA4BaJZgC-_8';
const img = (markup: string) => /<img [^>]*>/.exec(markup)?.[0] ?? '';

describe('ImageWithFallback', () => {
  it('shows the placeholder under a kept photo until it loads', () => {
    const markup = renderToStaticMarkup(
      <ImageWithFallback
        src={`/media/${id}/1600x1067/${placeholder}`}
        fallbackSrc="/images/content/books.svg"
        width={1200}
        height={630}
        className="w-full object-cover"
      />,
    );
    expect(markup).toContain('<picture class="contents">');
    expect(img(markup)).toContain(
      'background-image:url(&quot;data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoQAAwAA4BaJZgC+/8=&quot;)',
    );
    expect(img(markup)).toContain('background-size:cover');
  });

  it('fits the placeholder as the photo is fitted', () => {
    const markup = renderToStaticMarkup(
      <ImageWithFallback
        src={`/media/${id}/400x400/${placeholder}`}
        fallbackSrc="/images/content/books.svg"
        width={96}
        height={96}
        className="object-contain"
      />,
    );
    expect(img(markup)).toContain('background-size:contain');
  });

  it('has no background without a placeholder, or for an image that is not kept', () => {
    for (const src of [`/media/${id}/1600x1067`, '/images/content/books.svg']) {
      const markup = renderToStaticMarkup(
        <ImageWithFallback
          src={src}
          fallbackSrc="/images/content/books.svg"
          width={10}
          height={10}
        />,
      );
      expect(img(markup)).not.toContain('background');
    }
  });
});
