// Starts the store's app (the module named by this script's data-entry) only after the browser
// has shown the page the server drew: on a slow phone the page's text, images and fonts get the
// network and the processor first, and the app's code comes after, to make it interactive.
// Written into the built index.html by the paintFirst plugin of vite.config.ts.
const entry = document.querySelector('script[data-entry]')?.dataset.entry;
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  import(entry);
};
/** Whatever becomes of the paint, the app starts by then. */
const LATEST_START_MS = 3000;

const drawn = document.getElementById('root')?.hasChildNodes() ?? false;
const seesPaints =
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
if (!drawn || document.visibilityState !== 'visible') {
  // A page the browser draws itself has nothing to show before the app; a hidden tab paints
  // nothing at all.
  start();
} else if (seesPaints) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, LATEST_START_MS);
} else {
  // No paint timing: a frame, then a task, is after the first paint.
  requestAnimationFrame(() => setTimeout(start));
}
