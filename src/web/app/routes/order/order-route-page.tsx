import { OrderPage } from '../../../features/order/pages/order-page';
import { OrderReturnsPanel } from '../../../features/return/components/order-returns-panel';

/**
 * /order/{id}: the order's page with its returns and refunds below the items, for its owner
 * (Return on delivered items within the window) and an admin (Refund on cancelled paid items).
 * A merchant's view of its sales draws none.
 */
export function OrderRoutePage() {
  return (
    <OrderPage
      below={(order, viewer) =>
        viewer === 'seller' ? null : <OrderReturnsPanel order={order} isOwnerOrAdmin />
      }
    />
  );
}
