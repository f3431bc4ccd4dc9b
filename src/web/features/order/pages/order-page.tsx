import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

import type { OrderItemStatus } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';
import { paidSentence } from '#shared/order/order-payment';

import { DASHBOARD_SCREENS, pageLink } from '#shared/site/site-paths';

import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useMe } from '../../auth/api/auth.queries';
import { useCancelOrder, useOrder, useSetItemStatus, type OrderDetail } from '../api/order.queries';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { orderedOn } from '../components/order-card';
import { OrderItemRow } from '../components/order-item-row';
import { OrderSummary } from '../components/order-summary';
import type { Shipping } from '../components/ship-item-form';
import { canCancelOrder, deliveryLines, viewerOf, type OrderViewer } from '../order.rules';
import { Breakable } from '../../../components/ui/breakable';

const ORDERS_PATH = '/dashboard/orders';

/** The printable packing slip of an order (a dashboard screen). */
function packingSlipPath(orderId: string): string {
  return DASHBOARD_SCREENS.packingSlip.path.replace(':id', encodeURIComponent(orderId));
}

/** Navigation state set by the order success page's link: this screen follows a purchase. */
export interface OrderPageState {
  fromPurchase: true;
}

function isFromPurchase(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromPurchase' in state;
}

/** Back goes to the orders list right after a purchase, otherwise to the previous screen. */
function useBack(): () => void {
  const { state } = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack(ORDERS_PATH);
  return isFromPurchase(state) ? () => void navigate(ORDERS_PATH) : goBack;
}

/**
 * Who the order is for, as given at checkout, and how and when it was paid ("Paid by card on
 * 2 Mar 2026"). The provider's own reference reaches an admin only (the server sends it to no
 * one else), to find the payment at the provider.
 */
function OrderContact({
  order,
  contact,
}: {
  order: OrderDetail;
  contact: NonNullable<OrderDetail['contact']>;
}) {
  const rows = [
    { label: 'Name', value: contact.name },
    { label: 'Email', value: <Breakable text={contact.email} /> },
    // The phone is optional at checkout (the original client sends none): no empty row.
    ...(contact.phone ? [{ label: 'Phone', value: contact.phone }] : []),
    { label: 'Payment', value: paidSentence(order) },
    ...(order.paymentReference
      ? [{ label: 'Payment reference', value: order.paymentReference }]
      : []),
  ];
  return (
    <section aria-labelledby="order-contact-title" className="border border-line bg-white p-6">
      <h2 id="order-contact-title" className="font-display text-2xl font-semibold">
        Contact
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-[11px] font-medium uppercase tracking-[0.14em] text-muted">
              {row.label}
            </dt>
            <dd className="mt-0.5 break-all text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where the order goes: the buyer's name, phone and delivery address (the merchant ships there). */
function DeliverTo({ to }: { to: NonNullable<OrderDetail['shippingAddress']> }) {
  return (
    <section aria-labelledby="order-deliver-title" className="border border-line bg-white p-6">
      <h2 id="order-deliver-title" className="font-display text-2xl font-semibold">
        Delivery Address
      </h2>
      <address className="mt-4 space-y-0.5 text-sm not-italic text-ink">
        {deliveryLines(to).map((line) => (
          <p key={line} className="break-words">
            {line}
          </p>
        ))}
      </address>
    </section>
  );
}

/** What a page composed around the order draws below its items (returns and refunds). */
export type BelowItems = (order: OrderDetail, viewer: OrderViewer) => ReactNode;

function OrderDetails({
  order,
  viewer,
  below,
}: {
  order: OrderDetail;
  viewer: OrderViewer;
  below?: BelowItems;
}) {
  const navigate = useNavigate();
  const back = useBack();
  const setStatus = useSetItemStatus(order);
  const cancelOrder = useCancelOrder(order._id);
  const [updatingItem, setUpdatingItem] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  function changeStatus(itemId: string, status: OrderItemStatus, shipping?: Shipping) {
    setUpdatingItem(itemId);
    setStatus.mutate(
      { itemId, status, ...shipping },
      {
        onSuccess: (answer) => {
          if (answer.message) toast.success(answer.message);
          if (answer.orderCancelled) void navigate(ORDERS_PATH);
        },
        onError: (error) => handleError(error),
        onSettled: () => setUpdatingItem(null),
      },
    );
  }

  function cancelWholeOrder() {
    cancelOrder.mutate(undefined, {
      onSuccess: (answer) => {
        setIsConfirming(false);
        if (answer.message) toast.success(answer.message);
        void navigate(ORDERS_PATH);
      },
      onError: (error) => {
        setIsConfirming(false);
        handleError(error);
      },
    });
  }

  return (
    <div className="container-page py-10 sm:py-14">
      <Button variant="link" onClick={back} className="mb-6 text-sm">
        <span aria-hidden="true">←</span> Back to orders
      </Button>
      <div className="mb-8 flex flex-col gap-5 border-b border-line pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Order Details</h1>
          <p className="mt-3 text-sm text-ink">
            <span className="font-medium">Order </span>
            <span className="break-all tabular-nums">{order.number}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            Ordered on <time dateTime={order.created}>{orderedOn(order.created)}</time>
          </p>
          {order.guest ? (
            <p className="mt-1 text-sm text-muted">
              Bought as a guest: no account holds this order yet.
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          {viewer === 'seller' || viewer === 'admin' ? (
            <ButtonLink to={packingSlipPath(order._id)} variant="secondary">
              Packing Slip
            </ButtonLink>
          ) : null}
          {order.contact ? (
            <ButtonLink to={pageLink('orderReceipt', { id: order._id })} variant="secondary">
              Receipt
            </ButtonLink>
          ) : null}
          {canCancelOrder(order, viewer) ? (
            <Button variant="secondary" onClick={() => setIsConfirming(true)}>
              Cancel Order
            </Button>
          ) : null}
        </div>
      </div>

      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="order-items-title" className="min-w-0">
          <h2 id="order-items-title" className="font-display text-2xl font-semibold">
            Items
          </h2>
          <div className="divide-y divide-line">
            {order.products.map((item) => (
              <OrderItemRow
                key={item._id}
                item={item}
                viewer={viewer}
                isUpdating={updatingItem === item._id}
                onStatusChange={(status, shipping) => changeStatus(item._id, status, shipping)}
              />
            ))}
          </div>
          {below?.(order, viewer)}
        </section>
        <div className="space-y-6 lg:pt-12">
          <OrderSummary order={order} viewer={viewer} />
          {order.shippingAddress ? <DeliverTo to={order.shippingAddress} /> : null}
          {/* A merchant's view of its sales carries nothing of the shopper. */}
          {order.contact ? <OrderContact order={order} contact={order.contact} /> : null}
        </div>
      </div>

      <ConfirmDialog
        isOpen={isConfirming}
        title="Cancel this order?"
        confirmLabel="Yes, cancel order"
        cancelLabel="Keep order"
        isBusy={cancelOrder.isPending}
        onClose={() => setIsConfirming(false)}
        onConfirm={cancelWholeOrder}
      >
        Every item that has not been cancelled yet will be cancelled. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

/**
 * /order/{id}: the order's details, its items with their actions, its summary and where it
 * goes, with links to the printable receipt (owner, admin) and packing slip (merchant, admin).
 * A merchant sees the items its brand sold and their amounts (the server sends only those), and
 * ships them and marks them delivered.
 */
export function OrderPage({ below }: { below?: BelowItems } = {}) {
  const { id = '' } = useParams();
  const me = useMe();
  const order = useOrder(id);
  useHandleQueryError(order.error);

  if (order.isPending || me.isPending) {
    return <PageLoader label="Loading your order" />;
  }
  if (!order.data) {
    return (
      <div className="container-page py-16">
        <EmptyState>{MSG.noOrder}</EmptyState>
      </div>
    );
  }
  return (
    <OrderDetails order={order.data} viewer={viewerOf(order.data, me.data?.role)} below={below} />
  );
}
