import { useSyncExternalStore } from 'react';

/** The origin the server drew the page for (its PUBLIC_URL), handed to the browser with the page. */
let drawnOrigin = '';

export function setDrawnOrigin(origin: string): void {
  drawnOrigin = origin;
}

const never = () => () => {};

/**
 * The store's origin, for absolute links (sharing). A page hydrated from the server's HTML first
 * draws the server's, then the browser's own if it differs (a proxy, another host name).
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => drawnOrigin,
  );
}
