import { MSG } from '#shared/common/messages';

import { ButtonLink } from '../../../components/ui/button';
import { OrderListScreen } from '../components/order-list-screen';

/** /dashboard/orders/customers (admins only): every customer's orders. */
export function CustomerOrdersPage() {
  return (
    <OrderListScreen
      scope="customers"
      title="Customer Orders"
      emptyText={MSG.noOrders}
      action={
        <ButtonLink to="/dashboard/orders" variant="secondary" size="sm">
          My Orders
        </ButtonLink>
      }
    />
  );
}
