// Starts the store's app only after the browser has shown the page the server drew: on a slow
// phone the page's text, images and fonts get the network and the processor first, and the
// app's code comes after, to make it interactive. The libraries' chunks (data-first) run first,
// each in a task of its own, then the app's entry (data-entry): no single long task.
// Written into the built index.html by the paintFirst plugin of vite.config.ts, as an async
// module: it runs as soon as it arrives, while the page may still be parsed, so that it hears
// the first tap (below); what needs the whole page waits for it.

// ── Taps before the app (decision 0051) ──
// Until the app marks <html data-ready>, a click on a button of the page is held (shown busy:
// data-held), then played once the app is ready, in order, a task apart (the size is drawn
// before the bag button is pressed). A button tapped again before it could answer counts once,
// unless each tap counts (data-tap="each"). Links work without the app: not held.
const held = [];
let isPlaying = false;

const hold = (event) => {
  if (isPlaying) return;
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !document.getElementById('root')?.contains(button)) return;
  // Neither the browser (a form's submit) nor React, maybe hydrating, acts on it now.
  event.preventDefault();
  event.stopImmediatePropagation();
  if (held.at(-1) !== button || button.dataset.tap === 'each') held.push(button);
  button.setAttribute('data-held', '');
  // A tap proves the page is on the screen: the app need not wait for the paint's report.
  void start();
};

const play = () => {
  const button = held.shift();
  if (!button) {
    // All played: from now on the app alone hears the page.
    removeEventListener('click', hold, true);
    return;
  }
  if (!held.includes(button)) button.removeAttribute('data-held');
  isPlaying = true;
  try {
    // A button the app has taken off the page (it drew the page again) takes no tap.
    if (button.isConnected) button.click();
  } finally {
    isPlaying = false;
  }
  setTimeout(play);
};

addEventListener('click', hold, true);
const html = document.documentElement;
new MutationObserver((_, observer) => {
  if (!html.hasAttribute('data-ready')) return;
  observer.disconnect();
  setTimeout(play);
}).observe(html, { attributes: true, attributeFilter: ['data-ready'] });

// ── Starting the app ──
const parsed =
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve))
    : Promise.resolve();
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

let started = false;
const start = async () => {
  if (started) return;
  started = true;
  await parsed;
  const script = document.querySelector('script[data-entry]');
  const modules = [...(script?.dataset.first ?? '').split(' '), script?.dataset.entry].filter(
    Boolean,
  );
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

void parsed.then(() => {
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
});
