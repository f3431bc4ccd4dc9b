/** Shown when a page fails to load or throws while drawing. */
export function RouteError() {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-4xl font-semibold">Something went wrong</h1>
      <p className="mt-4 text-muted">This page could not be shown. Reloading usually helps.</p>
      {/* Plain classes: the Button module (and its spinner) stays out of the first load. */}
      <a
        href="/"
        className="mt-8 inline-flex h-11 items-center justify-center bg-ink px-5 text-sm font-medium tracking-[0.12em] text-white uppercase hover:bg-ink-soft"
      >
        Back to the home page
      </a>
    </div>
  );
}
