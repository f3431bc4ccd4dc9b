import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearProps {
  /** Drawn once the placeholder nears the screen (lazy components fit well here). */
  children: ReactNode;
  /** Holds the place until then, and while the children's code loads. */
  placeholder: ReactNode;
  /** How close to the screen counts as near. */
  margin?: string;
}

/** Whatever happens, the children are drawn this long after the page has loaded. */
const AFTER_LOAD_MS = 3000;

/**
 * Draws its children when their place nears the screen, or a few seconds after the page has
 * loaded (so that a screen reader or a page that never scrolls still gets them): the code of
 * what is below the fold stays out of the first load.
 */
export function WhenNear({ children, placeholder, margin = '400px' }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node || isNear) return;
    // A transition: React draws what comes in slices that leave the page responsive (no long
    // task while the footer or a page's lower sections arrive).
    const show = () => startTransition(() => setIsNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing can tell where the screen is: draw at once.
      const immediate = window.setTimeout(show, 0);
      return () => window.clearTimeout(immediate);
    }
    let timer: number | undefined;
    const startTimer = () => {
      timer = window.setTimeout(show, AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      window.removeEventListener('load', startTimer);
      window.clearTimeout(timer);
    };
  }, [isNear, margin]);

  if (isNear) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={ref}>{placeholder}</div>;
}
