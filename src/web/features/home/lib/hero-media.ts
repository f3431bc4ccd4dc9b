export interface HeroMedia {
  /** Video sources in order of preference; empty for a poster-only hero. */
  sources: Array<{ src: string; type?: string }>;
  poster: string | null;
}

/** The clip bundled with the store: a slow pan over adire cloth (scripts/make-hero-video.mjs). */
export const BUNDLED_HERO: HeroMedia = {
  sources: [
    { src: '/media/hero-adire.webm', type: 'video/webm' },
    { src: '/media/hero-adire.mp4', type: 'video/mp4' },
  ],
  poster: '/media/hero-adire-poster.webp',
};

const TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', ogv: 'video/ogg' };

function typeOf(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return extension ? TYPES[extension] : undefined;
}

/**
 * The hero's video and poster. The server may set them with
 * `<meta name="store:hero-video" content="/a.webm, /a.mp4">` (empty content: no video) and
 * `<meta name="store:hero-poster" content="/a.webp">`; otherwise the bundled clip is used.
 */
export function readHeroMedia(meta: (name: string) => string | null): HeroMedia {
  const video = meta('store:hero-video');
  const poster = meta('store:hero-poster');
  if (video === null) {
    return { sources: BUNDLED_HERO.sources, poster: poster || BUNDLED_HERO.poster };
  }
  const sources = video
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((src) => ({ src, type: typeOf(src) }));
  return { sources, poster: poster || null };
}
