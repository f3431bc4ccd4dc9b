import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { FREE_SHIPPING_FROM, SHIPPING_PER_ITEM } from '#shared/cart/cart.rules';
import type { ProductDto } from '#shared/product/product.schemas';

import { Tabs } from '../../../components/ui/tabs';
import { formatMoney } from '../../../lib/format';

interface ProductInfoTabsProps {
  product: Pick<ProductDto, 'description' | 'sku'>;
  /** The size guide that applies to the product, handed in by the page. */
  sizeChart: ReactNode;
}

/** Details, Size & Fit, and Shipping & Returns. */
export function ProductInfoTabs({ product, sizeChart }: ProductInfoTabsProps) {
  return (
    <Tabs
      label="About this garment"
      items={[
        {
          id: 'details',
          label: 'Details',
          content: (
            <div className="max-w-3xl space-y-4 text-[15px] leading-7 text-ink-soft">
              {product.description
                .split(/\n{2,}/)
                .filter(Boolean)
                .map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              <p className="text-xs tracking-[0.14em] text-muted uppercase">SKU: {product.sku}</p>
            </div>
          ),
        },
        {
          id: 'size-fit',
          label: 'Size & Fit',
          content: (
            <div className="space-y-5">
              <p className="max-w-3xl text-[15px] leading-7 text-ink-soft">
                Our pieces are cut to a classic Lagos fit: easy through the body, with room to move.
                Between two sizes, choose the larger one; MT is our medium cut longer for taller
                men.
              </p>
              {sizeChart}
            </div>
          ),
        },
        {
          id: 'shipping-returns',
          label: 'Shipping & Returns',
          content: (
            <ul className="max-w-3xl list-disc space-y-3 pl-5 text-[15px] leading-7 text-ink-soft marker:text-gold">
              <li>Delivered in 3-5 working days, tracked from dispatch to your door.</li>
              <li>
                Shipping is free on orders from {formatMoney(FREE_SHIPPING_FROM)}, and always free
                to Nigeria and the United Kingdom. Otherwise it is {formatMoney(SHIPPING_PER_ITEM)}{' '}
                per item.
              </li>
              <li>
                Unworn, with its tags? Return it within 14 days of delivery.{' '}
                <Link
                  to="/return"
                  className="text-ink underline underline-offset-4 hover:text-indigo"
                >
                  Returns and exchanges
                </Link>
              </li>
            </ul>
          ),
        },
      ]}
    />
  );
}
