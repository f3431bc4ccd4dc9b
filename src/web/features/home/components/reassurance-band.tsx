import type { ReactNode } from 'react';
import { Link } from 'react-router';

const ICON_PROPS = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-7',
} as const;

const PROMISES: { title: string; text: ReactNode; icon: ReactNode }[] = [
  {
    title: 'Delivery in 3-5 working days',
    text: 'Tracked from dispatch to your door, in the UK, Nigeria and worldwide.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7" />
        <circle cx="6.5" cy="17" r="1.8" />
        <circle cx="17" cy="17" r="1.8" />
      </svg>
    ),
  },
  {
    title: 'Free shipping from $120',
    text: 'And always free to Nigeria and the United Kingdom.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M3.5 12.5V4.5h8l9 9-8 8-9-9z" />
        <circle cx="8" cy="9" r="1.4" />
      </svg>
    ),
  },
  {
    title: '14-day returns',
    text: (
      <>
        Unworn, with tags? Send it back within 14 days of delivery.{' '}
        <Link to="/return" className="text-ink underline underline-offset-4 hover:text-indigo">
          How returns work
        </Link>
      </>
    ),
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M4 9h11a5 5 0 0 1 0 10H9" />
        <path d="M8 5L4 9l4 4" />
      </svg>
    ),
  },
];

/** The three promises a shopper looks for before buying. */
export function ReassuranceBand() {
  return (
    <section aria-labelledby="reassurance-title" className="border-y border-line bg-sand">
      <h2 id="reassurance-title" className="sr-only">
        Shopping with Eko Thread
      </h2>
      <ul className="container-page grid gap-10 py-14 sm:grid-cols-3 sm:gap-8">
        {PROMISES.map((promise) => (
          <li key={promise.title} className="flex gap-4">
            <span aria-hidden="true" className="mt-1 shrink-0 text-gold">
              {promise.icon}
            </span>
            <div>
              <h3 className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-ink">
                {promise.title}
              </h3>
              <p className="mt-2 text-[15px] leading-7 text-ink-soft">{promise.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
