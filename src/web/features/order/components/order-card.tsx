import { Link } from 'react-router';

import { PLACEHOLDER_IMAGE, srcSetFor } from '#shared/product/images';

import { Badge } from '../../../components/ui/page';
import { formatDate, formatMoney } from '../../../lib/format';
import { imageOf, type Order } from '../api/order.queries';
import { cardStatus } from '../order.rules';
import { OrderStatusBadge } from './order-status-badge';

/** 'Ordered on' dates: en-US, UTC, with the long weekday. */
export function orderedOn(created: string): string {
  return formatDate(created, { weekday: 'long' });
}

/**
 * One order of a list, linking to /order/{id}: the first product's image, the first item's
 * status, the order number, the date and the order total.
 */
export function OrderCard({ order }: { order: Order }) {
  const image = imageOf(order.products[0]?.product);
  return (
    <Link
      to={`/order/${order._id}`}
      className="group flex gap-4 border border-line bg-white p-3 transition-colors hover:border-ink sm:gap-6 sm:p-4"
    >
      <img
        src={image ?? PLACEHOLDER_IMAGE}
        srcSet={srcSetFor(image)}
        sizes="96px"
        alt=""
        width={80}
        height={100}
        loading="lazy"
        className="h-[100px] w-20 shrink-0 bg-sand object-cover"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={cardStatus(order)} />
          {/* A guest's order no account holds yet (decision 0056). */}
          {order.guest ? <Badge>Guest</Badge> : null}
        </div>
        <p className="mt-2 text-sm text-ink">
          <span className="font-medium">Order </span>
          <span className="break-all tabular-nums group-hover:underline group-hover:underline-offset-4">
            {order.number}
          </span>
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:gap-x-6">
          <dt className="text-muted">Ordered on</dt>
          <dd className="text-ink">
            <time dateTime={order.created}>{orderedOn(order.created)}</time>
          </dd>
          <dt className="text-muted">Order Total</dt>
          <dd className="font-medium text-ink tabular-nums">{formatMoney(order.totalWithTax)}</dd>
        </dl>
      </div>
    </Link>
  );
}
