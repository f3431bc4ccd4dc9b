import { useEffect, useState } from 'react';

import { readPageMeta } from '../../../lib/page-meta';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { readHeroMedia } from '../lib/hero-media';

/** Starts after the page has loaded, so the clip never competes with what the page needs first. */
function useAfterLoad(): boolean {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setIsLoaded(true), 300);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);
  return isLoaded;
}

/**
 * The hero's silent, looping clip. The first paint is the poster; the video follows once the
 * page has loaded, and never for shoppers who prefer reduced motion.
 */
export function HeroVideo({ className }: { className?: string }) {
  const [media] = useState(() => readHeroMedia(readPageMeta));
  const prefersReducedMotion = usePrefersReducedMotion();
  const isLoaded = useAfterLoad();
  const shouldPlay = isLoaded && !prefersReducedMotion && media.sources.length > 0;

  if (!media.poster && !shouldPlay) return null;

  return (
    <video
      key={shouldPlay ? 'playing' : 'poster'}
      ref={(video) => {
        if (!video || !shouldPlay) return;
        // Muted as a property too: React does not write the attribute, autoplay needs it.
        video.muted = true;
        void video.play().catch(() => {
          // Autoplay refused (data saver, a browser setting): the poster stays.
        });
      }}
      className={className}
      poster={media.poster ?? undefined}
      width={576}
      height={720}
      autoPlay={shouldPlay}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
    >
      {shouldPlay
        ? media.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))
        : null}
    </video>
  );
}
