import { useState } from 'react';
import { Link } from 'react-router';

import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '#shared/common/constants';
import { PLACEHOLDER_IMAGE, srcSetFor } from '#shared/product/images';

import { Button, ButtonLink } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-fields';
import { formatDate, formatMoney } from '../../../lib/format';
import { imageOf, type OrderItem } from '../api/order.queries';
import { itemAction, type OrderViewer } from '../order.rules';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ItemMeasurements } from './item-measurements';
import { OrderStatusBadge } from './order-status-badge';
import { ShipItemForm, type Shipping } from './ship-item-form';

const STATUS_OPTIONS = ORDER_ITEM_STATUSES.map((status) => ({ value: status, label: status }));

function isStatus(value: string): value is OrderItemStatus {
  return ORDER_ITEM_STATUSES.some((status) => status === value);
}

interface OrderItemRowProps {
  item: OrderItem;
  viewer: OrderViewer;
  isUpdating: boolean;
  onStatusChange: (status: OrderItemStatus, shipping?: Shipping) => void;
}

function ItemActions({ item, viewer, isUpdating, onStatusChange }: OrderItemRowProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const name = item.product?.name ?? 'this item';
  const action = itemAction(item, viewer);

  if (action === 'review') {
    return item.product ? (
      <ButtonLink to={`/product/${item.product.slug}`} variant="secondary" size="sm">
        Review Product
      </ButtonLink>
    ) : null;
  }
  if (action === 'set-status') {
    return (
      <SelectField
        label="Update status"
        options={STATUS_OPTIONS}
        value={item.status}
        disabled={isUpdating}
        onChange={(event) => {
          const { value } = event.target;
          if (isStatus(value) && value !== item.status) onStatusChange(value);
        }}
        containerClassName="w-full sm:w-52"
        className="h-9 text-sm"
      />
    );
  }
  if (action === 'ship') {
    return (
      <ShipItemForm
        itemName={name}
        isUpdating={isUpdating}
        onShip={(shipping) => onStatusChange('Shipped', shipping)}
      />
    );
  }
  if (action === 'deliver') {
    return (
      <Button
        variant="secondary"
        size="sm"
        isLoading={isUpdating}
        onClick={() => onStatusChange('Delivered')}
        aria-label={`Mark ${name} delivered`}
      >
        Mark Delivered
      </Button>
    );
  }
  if (action === 'cancel') {
    return (
      <>
        <Button
          variant="secondary"
          size="sm"
          isLoading={isUpdating}
          onClick={() => setIsConfirming(true)}
          aria-label={`Cancel ${name}`}
        >
          Cancel Item
        </Button>
        <ConfirmDialog
          isOpen={isConfirming}
          title="Cancel this item?"
          confirmLabel="Yes, cancel item"
          cancelLabel="Keep item"
          isBusy={isUpdating}
          onClose={() => setIsConfirming(false)}
          onConfirm={() => {
            setIsConfirming(false);
            onStatusChange('Cancelled');
          }}
        >
          {name} will be cancelled and will not be sent to you.
        </ConfirmDialog>
      </>
    );
  }
  return null;
}

/** One item of an order: the product, its status, quantity, size, prices and its actions. */
export function OrderItemRow(props: OrderItemRowProps) {
  const { item } = props;
  const { product } = item;
  const image = imageOf(product);
  const facts = [
    { label: 'Quantity', value: String(item.quantity) },
    { label: 'Size', value: item.size },
    { label: 'Purchase Price', value: formatMoney(item.purchasePrice) },
    // An item's part of a discount code is off its total: what was paid for it (decision 0054).
    ...(item.discount ? [{ label: 'Discount', value: `\u2212${formatMoney(item.discount)}` }] : []),
    { label: 'Total Price', value: formatMoney(item.totalPrice) },
  ];

  return (
    <article className="flex gap-4 py-6 sm:gap-6" aria-label={product?.name ?? 'Unavailable item'}>
      <div className="w-20 shrink-0 sm:w-24">
        {product ? (
          <Link to={`/product/${product.slug}`} tabIndex={-1} aria-hidden="true">
            <img
              src={image ?? PLACEHOLDER_IMAGE}
              srcSet={srcSetFor(image)}
              sizes="96px"
              alt=""
              width={96}
              height={120}
              loading="lazy"
              className="aspect-[4/5] w-full bg-sand object-cover"
            />
          </Link>
        ) : (
          <img
            src={PLACEHOLDER_IMAGE}
            alt=""
            width={96}
            height={120}
            className="aspect-[4/5] w-full bg-sand object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            {product ? (
              <h3 className="font-display text-xl leading-snug font-semibold text-ink">
                <Link to={`/product/${product.slug}`} className="hover:underline">
                  {product.name}
                </Link>
              </h3>
            ) : (
              <h3 className="font-display text-xl font-semibold text-muted">
                This product is no longer available
              </h3>
            )}
            {product ? (
              <p className="mt-1 text-sm text-ink-soft tabular-nums">
                {formatMoney(product.price)}
              </p>
            ) : null}
          </div>
          <OrderStatusBadge status={item.status} />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-[11px] font-medium uppercase tracking-[0.14em] text-muted">
                {fact.label}
              </dt>
              <dd className="mt-0.5 text-ink tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {item.madeToMeasure ? (
          <div className="mt-4 border-l-2 border-line pl-3">
            <ItemMeasurements madeToMeasure={item.madeToMeasure} />
          </div>
        ) : null}
        {item.trackingNumber ? (
          <p className="mt-3 text-sm text-ink-soft">
            <span className="text-[11px] font-medium uppercase tracking-[0.14em] text-muted">
              Tracking
            </span>{' '}
            <span className="text-ink">{item.carrier}</span>
            {' · '}
            <span className="break-all text-ink tabular-nums">{item.trackingNumber}</span>
            {item.shippedAt ? (
              <>
                {' · shipped '}
                <time dateTime={item.shippedAt}>{formatDate(item.shippedAt)}</time>
              </>
            ) : null}
          </p>
        ) : null}
        {item.history && item.history.length > 1 ? (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">
              Status history
            </summary>
            <ol className="mt-2 space-y-1 text-muted">
              {item.history.map((entry) => (
                <li key={`${entry.status}-${entry.created}`}>
                  <span className="text-ink">{entry.status}</span>
                  {' · '}
                  <time dateTime={entry.created}>{formatDate(entry.created)}</time>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        <div className="mt-4 empty:hidden">
          <ItemActions {...props} />
        </div>
      </div>
    </article>
  );
}
