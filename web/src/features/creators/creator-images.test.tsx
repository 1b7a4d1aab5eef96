import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CreatorAvatar } from './creator-avatar.tsx';
import { CreatorBanner } from './creator-banner.tsx';

/**
 * A creator's kept avatar and banner offer every variant the pipeline made
 * (issue 35: `srcset` and `sizes` on every <img>), so a phone fetches the
 * smallest file that fills the box at its screen's density, not one WebP
 * for every screen.
 */
const id = '0123456789abcdef0123456789abcdef';
const sources = (markup: string) => [...markup.matchAll(/<source [^>]*>/g)].map(([tag]) => tag);

describe('creator images', () => {
  it('offers the avatar in AVIF and WebP at every width, sized to its box', () => {
    const markup = renderToStaticMarkup(
      <CreatorAvatar src={`/media/${id}/1600x1600`} alt="Ana" size={128} className="size-32" />,
    );
    const [avif, webp] = sources(markup);
    expect(avif).toContain(`/media/${id}/320.avif 320w`);
    expect(avif).toContain(`/media/${id}/1600.avif 1600w`);
    expect(webp).toContain('type="image/webp"');
    expect(markup).toContain('sizes="128px"');
    expect(markup).toContain('width="128"');
  });

  it('offers the banner at every width across the screen', () => {
    const markup = renderToStaticMarkup(<CreatorBanner src={`/media/${id}/1600x400`} />);
    expect(sources(markup)[0]).toContain(`/media/${id}/640.avif 640w`);
    expect(markup).toContain('sizes="100vw"');
    expect(markup).toMatch(/fetchpriority="high"/i);
  });

  it('shows an address of our own as it is, and nothing for one elsewhere', () => {
    expect(renderToStaticMarkup(<CreatorBanner src="/images/creators/banner.svg" />)).toContain(
      'src="/images/creators/banner.svg"',
    );
    expect(renderToStaticMarkup(<CreatorBanner src="https://example.com/b.jpg" />)).toBe('');
  });
});
