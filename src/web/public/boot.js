// Starts the store's app (the module named by this script's data-entry) only after the browser
// has painted the page the server drew: on a slow phone the page's text, images and fonts get
// the network and the processor first, and the app's code comes after, to make it interactive.
// Written into the built index.html by the paintFirst plugin of vite.config.ts.
const entry = document.querySelector('script[data-entry]')?.dataset.entry;
const start = () => {
  if (entry) import(entry);
};
// A hidden tab paints no frame: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
