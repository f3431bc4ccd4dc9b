import { Link } from 'react-router';

import type { ProductAdminDto } from '#shared/product/product-admin.schemas';
import { IMAGE_ASPECT, PLACEHOLDER_IMAGE, srcSetFor } from '#shared/product/images';

import { formatMoney } from '../../../lib/format';
import { ActiveBadge } from '../../../components/admin/admin-card';
import { Breakable } from '../../../components/ui/breakable';

const THUMB_WIDTH = 96;

/** A product of the dashboard list; the whole card opens its edit screen. */
export function ProductAdminCard({
  product,
  showsBrand,
}: {
  product: ProductAdminDto;
  /** Admins see products of every brand, so each card names its brand. */
  showsBrand: boolean;
}) {
  const srcSet = srcSetFor(product.imageUrl);
  const isInShop = product.isActive && (product.brand?.isActive ?? false);
  return (
    <Link
      to={`/dashboard/product/edit/${product._id}`}
      className="group flex h-full gap-4 border border-line bg-white p-4 transition-colors hover:border-ink sm:gap-5 sm:p-5"
    >
      <img
        src={product.imageUrl || PLACEHOLDER_IMAGE}
        srcSet={srcSet}
        sizes={srcSet ? `${THUMB_WIDTH}px` : undefined}
        alt=""
        width={THUMB_WIDTH}
        height={Math.round((THUMB_WIDTH * IMAGE_ASPECT.height) / IMAGE_ASPECT.width)}
        loading="lazy"
        decoding="async"
        className="aspect-[4/5] w-20 shrink-0 bg-sand object-cover sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 break-words text-xl font-semibold leading-tight text-ink">
            {product.name}
          </h2>
          <ActiveBadge isActive={product.isActive} />
        </div>
        {showsBrand ? (
          <p className="text-xs font-medium uppercase tracking-[0.14em] text-gold">
            {product.brand ? product.brand.name : 'No brand'}
          </p>
        ) : null}
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div className="min-w-0">
            <dt className="text-[11px] font-medium uppercase tracking-[0.16em] text-muted">Sku</dt>
            <dd className="mt-0.5 text-ink">
              <Breakable text={product.sku} />
            </dd>
          </div>
          <div>
            <dt className="text-[11px] font-medium uppercase tracking-[0.16em] text-muted">
              Price
            </dt>
            <dd className="mt-0.5 text-ink">{formatMoney(product.price)}</dd>
          </div>
          <div>
            <dt className="text-[11px] font-medium uppercase tracking-[0.16em] text-muted">
              Quantity
            </dt>
            <dd className="mt-0.5 text-ink">{product.quantity}</dd>
          </div>
        </dl>
        <p className="mt-auto flex flex-wrap items-center justify-between gap-2 text-xs">
          <span className={isInShop ? 'text-success' : 'text-muted'}>
            {isInShop
              ? 'In the shop'
              : product.isActive
                ? 'Hidden: its brand is inactive'
                : 'Hidden from the shop'}
          </span>
          <span className="font-medium uppercase tracking-[0.12em] text-ink underline-offset-4 group-hover:underline">
            Edit
          </span>
        </p>
      </div>
    </Link>
  );
}
