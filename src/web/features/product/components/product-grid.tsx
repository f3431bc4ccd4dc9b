import type { ProductDto } from '#shared/product/product.schemas';

import { ProductCard } from './product-card';

/** The card's width per viewport: 2 columns on phones, 3 from tablets, beside the filters. */
const SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 28vw, (min-width: 640px) 31vw, 46vw';

/** A responsive grid of product cards; the first row loads at once. */
export function ProductGrid({ products }: { products: ProductDto[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 sm:gap-y-12">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} sizes={SIZES} isPriority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
