import type { CSSProperties } from 'react';
import { Link } from 'react-router';

export interface BrandTileProps {
  slug: string;
  name: string;
  description: string;
  /** The cloth shown above the name: a CSS background, no image to load. */
  swatch: CSSProperties;
}

/** One line of the house: its cloth, its name, a line about it, and the way in. */
export function BrandTile({ slug, name, description, swatch }: BrandTileProps) {
  return (
    <Link
      to={`/shop/brand/${slug}`}
      className="group flex h-full flex-col focus-visible:outline-offset-4"
    >
      <div className="relative aspect-[2/1] overflow-hidden border border-line sm:aspect-[4/5]">
        <div
          aria-hidden="true"
          className="absolute inset-0 transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          style={swatch}
        />
      </div>
      <h3 className="mt-5 text-3xl font-semibold text-ink">{name}</h3>
      <p className="mt-2 flex-1 text-[15px] leading-7 text-muted">{description}</p>
      <span className="mt-4 inline-flex items-center gap-2 text-xs font-medium uppercase tracking-[0.16em] text-ink">
        <span className="underline decoration-transparent underline-offset-4 transition-colors group-hover:decoration-ink">
          Shop {name.toLowerCase()}
        </span>
        <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
          →
        </span>
      </span>
    </Link>
  );
}
