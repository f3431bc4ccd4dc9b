import { useEffect } from 'react';
import { useLocation } from 'react-router';

function findTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

function bringIntoView(target: HTMLElement): void {
  // jsdom and some older browsers have no scrollIntoView.
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' });
}

/**
 * Brings the element named by the URL hash into view once the page has rendered (a lazy page is
 * not in the DOM when the browser first looks for it). A <details> target is opened, and a target
 * that can take focus (tabIndex -1) receives it, so keyboard and screen-reader users land there too.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const target = findTarget(hash);
    if (!target) return;
    if (target instanceof HTMLDetailsElement) target.open = true;
    bringIntoView(target);
    const focusable =
      target instanceof HTMLDetailsElement
        ? target.querySelector('summary')
        : target.hasAttribute('tabindex')
          ? target
          : null;
    focusable?.focus({ preventScroll: true });

    // On a first visit the web fonts arrive after this scroll and reflow the text above the
    // target, so it is brought into view again once they have loaded.
    let isCurrent = true;
    const fonts = typeof document.fonts === 'undefined' ? null : document.fonts;
    if (fonts && fonts.status === 'loading') {
      void fonts.ready.then(() => {
        if (isCurrent) bringIntoView(target);
      });
    }
    return () => {
      isCurrent = false;
    };
  }, [hash, key]);
}
