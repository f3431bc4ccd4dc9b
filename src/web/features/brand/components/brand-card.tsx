import { Link } from 'react-router';

import type { BrandDto } from '#shared/brand/brand.schemas';

/** A brand: its initial, name, description and the way into its products. */
export function BrandCard({ brand }: { brand: Pick<BrandDto, 'name' | 'slug' | 'description'> }) {
  return (
    <Link
      to={`/shop/brand/${brand.slug}`}
      className="group flex h-full flex-col border border-line bg-white p-8 transition-colors hover:border-ink focus-visible:outline-offset-4"
    >
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center bg-indigo font-display text-3xl text-[#f1ddb0]"
      >
        {brand.name.charAt(0)}
      </span>
      <h2 className="mt-6 text-3xl font-semibold text-ink">{brand.name}</h2>
      {brand.description ? (
        <p className="mt-3 flex-1 text-[15px] leading-7 text-muted">{brand.description}</p>
      ) : (
        <span className="flex-1" />
      )}
      <span className="mt-6 inline-flex items-center gap-2 text-xs font-medium tracking-[0.16em] text-ink uppercase">
        <span className="underline decoration-transparent underline-offset-4 transition-colors group-hover:decoration-ink">
          Shop {brand.name}
        </span>
        <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
          →
        </span>
      </span>
    </Link>
  );
}
