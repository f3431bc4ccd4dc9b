import { Link } from 'react-router';

const FABRICS = [
  {
    name: 'Aso-oke',
    text: 'Hand-woven in narrow strips on Yoruba looms, rich with stripes and sheen.',
  },
  {
    name: 'Adire',
    text: 'Indigo cloth patterned by hand with starch and thread before it meets the dye.',
  },
  {
    name: 'Brocade',
    text: 'The crisp, lustrous damask that gives an agbada its presence.',
  },
] as const;

/** Who we are, in a few lines, with the cloths we cut. */
export function BrandStory() {
  return (
    <section aria-labelledby="brand-story-title" className="bg-cream">
      <div className="container-page grid gap-12 py-20 sm:py-28 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-5">
          <p className="text-xs font-medium uppercase tracking-[0.2em] text-gold">Our story</p>
          <h2
            id="brand-story-title"
            className="mt-3 text-4xl leading-tight font-semibold text-balance text-ink sm:text-5xl"
          >
            From the tailors of Lagos to wherever you call home
          </h2>
        </div>
        <div className="max-w-2xl text-base leading-8 text-ink-soft lg:col-span-6 lg:col-start-7">
          <p>
            Eko is the Yoruba name for Lagos, a city that dresses for the occasion, and where a man
            is judged, kindly but surely, by the fall of his agbada. We founded Eko Thread for
            everyone raised on that standard, whether they now live in London, Houston or Lagos
            itself.
          </p>
          <p className="mt-5">
            Our tailors in Lagos cut and finish every piece by hand and machine; our team in the
            United Kingdom looks after your order from the first question to the day it arrives.
          </p>
          <dl className="mt-10 divide-y divide-line border-y border-line">
            {FABRICS.map((fabric) => (
              <div key={fabric.name} className="grid gap-1 py-4 sm:grid-cols-[8rem_1fr] sm:gap-6">
                <dt className="font-display text-2xl font-semibold text-ink">{fabric.name}</dt>
                <dd className="text-[15px] leading-7 text-muted sm:self-center">{fabric.text}</dd>
              </div>
            ))}
          </dl>
          <Link
            to="/about"
            className="mt-8 inline-block text-sm font-medium text-ink underline decoration-gold/70 underline-offset-4 hover:decoration-ink"
          >
            Read the story of Eko Thread
          </Link>
        </div>
      </div>
    </section>
  );
}
