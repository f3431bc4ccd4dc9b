import type { ProductDto } from '#shared/product/product.schemas';

import { ProductCard } from './product-card';

/** The card's width: two columns on a phone, four from a laptop (the page is at most 1280 px). */
const SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4';

interface ProductShelfProps {
  /** The heading's id: the region is named by it. */
  id: string;
  title: string;
  /** The products; while null, `placeholders` empty cards hold their place. */
  products: ProductDto[] | null;
  placeholders?: number;
}

/** A row of product cards under a product ("You may also like", "Recently viewed"). */
export function ProductShelf({ id, title, products, placeholders = 0 }: ProductShelfProps) {
  return (
    <section
      aria-labelledby={id}
      aria-busy={products === null || undefined}
      className="mt-16 border-t border-line pt-14"
    >
      <h2 id={id} className="text-3xl font-semibold text-ink sm:text-4xl">
        {title}
      </h2>
      {products ? (
        <ul className={`mt-8 ${GRID}`}>
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} sizes={SIZES} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : (
        <ul aria-hidden="true" className={`mt-8 ${GRID}`}>
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index}>
              <div className="aspect-[4/5] bg-sand" />
              <div className="mt-3 h-3 w-1/3 bg-sand" />
              <div className="mt-2 h-5 w-2/3 bg-sand" />
              <div className="mt-2 h-4 w-1/4 bg-sand" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
