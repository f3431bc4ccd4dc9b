import { Link } from 'react-router';

import { AdirePattern } from './adire-pattern';
import { AsoOkeStripe } from './aso-oke-stripe';
import { HeroVideo } from './hero-video';

/** The opening of the home page: the promise in type, over cloth drawn in indigo and gold. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-indigo text-white"
    >
      <AdirePattern className="absolute inset-0 -z-10 size-full text-white/[0.06]" tile={150} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_28%_45%,#1e2a4a_0%,#1e2a4a_30%,transparent_75%)]"
      />
      <div className="container-page grid items-center gap-14 py-16 sm:py-24 lg:grid-cols-[1.15fr_0.85fr] lg:gap-20 lg:py-28">
        <div>
          <p className="text-xs font-medium uppercase tracking-[0.28em] text-[#e7cf9c]">
            Tailored in Lagos · Delivered worldwide
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 text-[2.75rem] leading-[1.02] font-semibold text-balance sm:text-6xl lg:text-7xl"
          >
            Lagos tailoring, <em className="font-medium text-[#f1ddb0]">worn with pride.</em>
          </h1>
          <p className="mt-7 max-w-xl text-base leading-7 text-white/85 sm:text-lg sm:leading-8">
            Agbada, suits, kaftans and senator wear, cut by our tailors in Lagos from hand-woven
            aso-oke, indigo adire and fine brocade, and delivered to your door in 3-5 working days.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/shop"
              className="inline-flex h-12 items-center justify-center bg-cream px-7 text-sm font-medium uppercase tracking-[0.12em] text-ink transition-colors hover:bg-white focus-visible:outline-white"
            >
              Shop the collection
            </Link>
            <Link
              to="/about"
              className="inline-flex h-12 items-center justify-center border border-white/60 px-7 text-sm font-medium uppercase tracking-[0.12em] text-white transition-colors hover:border-white hover:bg-white/10 focus-visible:outline-white"
            >
              Our story
            </Link>
          </div>
        </div>

        <div
          aria-hidden="true"
          className="relative mx-auto w-full max-w-sm pl-6 sm:max-w-md lg:max-w-none"
        >
          <div className="relative aspect-[4/3] overflow-hidden border border-[#c9a86a]/50 bg-[#17203a] shadow-2xl shadow-black/40 sm:aspect-[4/5]">
            <AdirePattern className="absolute inset-0 size-full text-[#c8d3ee]/70" tile={96} />
            <HeroVideo className="absolute inset-0 size-full object-cover" />
            <div className="absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-t from-[#17203a] to-transparent" />
            <p className="absolute bottom-5 left-6 font-display text-xl text-[#f1ddb0] italic sm:text-2xl">
              Adire, after the cloth of Abeokuta
            </p>
          </div>
          <AsoOkeStripe className="absolute top-8 bottom-8 left-0 w-10 shadow-xl shadow-black/40 sm:w-12" />
        </div>
      </div>
      <AsoOkeStripe className="h-2.5 w-full" />
    </section>
  );
}
