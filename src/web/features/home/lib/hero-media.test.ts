import { describe, expect, it } from 'vitest';

import { BUNDLED_HERO, readHeroMedia } from './hero-media';

/** The meta tags of a head, as the page reads them. */
function head(html: string): (name: string) => string | null {
  const doc = new DOMParser().parseFromString(`<html><head>${html}</head></html>`, 'text/html');
  return (name) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? null;
}

describe('the hero media', () => {
  it('is the bundled clip (webm, then mp4) and its poster by default', () => {
    expect(readHeroMedia(head(''))).toEqual(BUNDLED_HERO);
    expect(BUNDLED_HERO.sources.map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);
  });

  it('follows the store:hero-video and store:hero-poster meta tags', () => {
    const media = readHeroMedia(
      head(
        '<meta name="store:hero-video" content="/media/summer.webm, /media/summer.mp4?v=2">' +
          '<meta name="store:hero-poster" content="/media/summer.webp">',
      ),
    );
    expect(media).toEqual({
      sources: [
        { src: '/media/summer.webm', type: 'video/webm' },
        { src: '/media/summer.mp4?v=2', type: 'video/mp4' },
      ],
      poster: '/media/summer.webp',
    });
  });

  it('shows the poster only when the video meta is empty', () => {
    expect(
      readHeroMedia(
        head(
          '<meta name="store:hero-video" content=""><meta name="store:hero-poster" content="/p.webp">',
        ),
      ),
    ).toEqual({ sources: [], poster: '/p.webp' });
  });

  it('keeps the bundled clip with a configured poster', () => {
    expect(readHeroMedia(head('<meta name="store:hero-poster" content="/p.webp">'))).toEqual({
      sources: BUNDLED_HERO.sources,
      poster: '/p.webp',
    });
  });
});
