import { Link } from 'react-router';

import type { STORE_BRANDS } from '#shared/common/constants';

import { BrandTile, type BrandTileProps } from './brand-tile';

type BrandSlug = (typeof STORE_BRANDS)[number]['slug'];

const TILES: Array<BrandTileProps & { slug: BrandSlug }> = [
  {
    slug: 'agbada',
    name: 'Agbada',
    description:
      'Grand three-piece robes in brocade and aso-oke, finished with hand embroidery for weddings, naming ceremonies and every owambe.',
    swatch: {
      backgroundColor: '#f4ead6',
      backgroundImage:
        'repeating-radial-gradient(circle at 50% 115%, transparent 0 13px, rgb(138 106 47 / 0.45) 13px 14px, transparent 14px 20px, rgb(138 106 47 / 0.25) 20px 21px), radial-gradient(circle, rgb(138 106 47 / 0.35) 1.5px, transparent 2px)',
      backgroundSize: 'auto, 18px 18px',
    },
  },
  {
    slug: 'native',
    name: 'Native',
    description:
      'Kaftan, senator, buba and sokoto, and aso-oke sets: the easy elegance of home, in crisp cotton, linen and adire.',
    swatch: {
      backgroundColor: '#1e2a4a',
      backgroundImage:
        'radial-gradient(circle, rgb(200 211 238 / 0.75) 2px, transparent 2.5px), radial-gradient(circle, transparent 5px, rgb(200 211 238 / 0.4) 5.5px 6.5px, transparent 7px)',
      backgroundSize: '22px 22px, 22px 22px',
      backgroundPosition: '0 0, 11px 11px',
    },
  },
  {
    slug: 'suit',
    name: 'Suit',
    description:
      'Two- and three-piece suits with a confident Lagos cut, from boardroom navy to wedding-day ivory.',
    swatch: {
      backgroundColor: '#2a2a2e',
      backgroundImage:
        'repeating-linear-gradient(90deg, rgb(255 255 255 / 0.22) 0 1px, transparent 1px 16px), repeating-linear-gradient(45deg, rgb(255 255 255 / 0.03) 0 2px, transparent 2px 4px)',
    },
  },
  {
    slug: 'ready-to-wear',
    name: 'Ready-to-Wear',
    description:
      'Shirts, tunics and separates in standard sizes, S to XXL, ready to wear from the moment they arrive.',
    swatch: {
      backgroundColor: '#f4ead6',
      backgroundImage:
        'repeating-linear-gradient(0deg, rgb(0 0 0 / 0.1) 0 1px, transparent 1px 3px), repeating-linear-gradient(90deg, #b8893b 0 10px, #f4ead6 10px 14px, #6e1f2f 14px 26px, #f4ead6 26px 28px, #1e2a4a 28px 46px, #f4ead6 46px 60px)',
    },
  },
];

/** The four lines of the house, each a way into the shop. */
export function BrandTiles() {
  return (
    <section aria-labelledby="brand-tiles-title" className="container-page py-20 sm:py-28">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="text-xs font-medium uppercase tracking-[0.2em] text-gold">
            The collections
          </p>
          <h2 id="brand-tiles-title" className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">
            Four lines, one house
          </h2>
        </div>
        <Link
          to="/shop"
          className="text-sm font-medium text-ink underline decoration-gold/70 underline-offset-4 hover:decoration-ink"
        >
          Shop everything
        </Link>
      </div>
      <ul className="mt-12 grid gap-x-6 gap-y-14 sm:grid-cols-2 lg:grid-cols-4">
        {TILES.map((tile) => (
          <li key={tile.slug}>
            <BrandTile {...tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}
