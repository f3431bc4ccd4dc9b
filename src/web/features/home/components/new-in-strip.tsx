import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The newest garments in a row that scrolls sideways, with the way to everything else. */
export function NewInStrip({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="new-in-title"
      className="border-t border-line bg-white py-20 sm:py-24"
    >
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <p className="text-xs font-medium tracking-[0.2em] text-gold uppercase">Just landed</p>
            <h2 id="new-in-title" className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">
              New in
            </h2>
          </div>
          <Link
            to="/shop"
            className="text-sm font-medium text-ink underline decoration-gold/70 underline-offset-4 hover:decoration-ink"
          >
            Shop all new arrivals
          </Link>
        </div>
        <ul className="-mx-4 mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:gap-6 sm:px-6 lg:mx-0 lg:px-0 [&>li]:w-[44vw] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-[30vw] lg:[&>li]:w-[calc((100%-4.5rem)/4)]">
          {children}
        </ul>
      </div>
    </section>
  );
}
