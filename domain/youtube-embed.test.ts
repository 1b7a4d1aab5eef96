import { describe, expect, it } from 'vitest';
import { youtubeNoCookieEmbedUrl, youtubeNoCookieOrigin } from './youtube-embed.ts';

describe('youtubeNoCookieEmbedUrl', () => {
  it('points at the privacy-enhanced player', () => {
    const url = new URL(youtubeNoCookieEmbedUrl('eRsGyueVLvQ'));
    expect(url.origin).toBe(youtubeNoCookieOrigin);
    expect(url.pathname).toBe('/embed/eRsGyueVLvQ');
    expect(url.searchParams.get('autoplay')).toBe('1');
  });

  it('refuses anything but a video id', () => {
    for (const bad of ['', 'short', '../../watch', 'eRsGyueVLvQ?x=1', 'eRsGyueVLvQQ']) {
      expect(() => youtubeNoCookieEmbedUrl(bad)).toThrow();
    }
  });
});
