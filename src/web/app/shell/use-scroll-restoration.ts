import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each page was scrolled to, by path, kept for a reload in this tab. */
const STORAGE_KEY = 'eko-scroll-positions';
const MAX_PATHS = 50;

const positions = new Map<string, number>();
let hasRead = false;
/** The path on screen ('' before the first page). */
let current = '';

function readSaved(): void {
  if (hasRead) return;
  hasRead = true;
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (saved && typeof saved === 'object') {
      for (const [path, y] of Object.entries(saved)) {
        if (typeof y === 'number' && !positions.has(path)) positions.set(path, y);
      }
    }
  } catch {
    // A damaged or blocked store starts empty.
  }
}

function writeSaved(): void {
  const kept = [...positions].slice(-MAX_PATHS);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Full or blocked: the positions live as long as the page.
  }
}

/** The element a `#hash` names, if any (a malformed hash names none). */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

function record(): void {
  if (!current) return;
  positions.delete(current);
  positions.set(current, window.scrollY);
}

/**
 * Scrolling as a shopper expects between the app's pages. Back and forward (and a reload)
 * return to where a page was left; a link opens a new page at its top, or at its `#hash`.
 * Pages are told apart by path: a filter or page change of the shop's list (its query) leaves
 * the scroll where it is.
 */
export function useScrollRestoration(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', writeSaved);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', writeSaved);
      window.history.scrollRestoration = 'auto';
      current = '';
    };
  }, []);

  useLayoutEffect(() => {
    readSaved();
    const isFirst = !current;
    current = pathname;
    const saved = navigationType === 'POP' ? positions.get(pathname) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hashTarget(hash);
    if (target) target.scrollIntoView();
    else if (!isFirst) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
