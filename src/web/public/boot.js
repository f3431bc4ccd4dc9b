// Starts the store's app only after the browser has shown the page the server drew: on a slow
// phone the page's text, images and fonts get the network and the processor first, and the
// app's code comes after, to make it interactive. The libraries' chunks (data-first) run first,
// each in a task of its own, then the app's entry (data-entry): no single long task.
// Written into the built index.html by the paintFirst plugin of vite.config.ts.
const script = document.querySelector('script[data-entry]');
const modules = [...(script?.dataset.first ?? '').split(' '), script?.dataset.entry].filter(
  Boolean,
);
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

let started = false;
const start = async () => {
  if (started) return;
  started = true;
  // Fetched together at once, then run in order, a task apart.
  for (const url of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
  for (const url of modules) {
    await import(url);
    await nextTask();
  }
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
  void start();
} else if (seesPaints) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    void start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, LATEST_START_MS);
} else {
  // No paint timing: a frame, then a task, is after the first paint.
  requestAnimationFrame(() => setTimeout(start));
}
