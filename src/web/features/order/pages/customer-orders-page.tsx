import { MSG } from '#shared/common/messages';
import { DASHBOARD_SCREENS } from '#shared/site/site-paths';

import { ButtonLink } from '../../../components/ui/button';
import { OrderListScreen } from '../components/order-list-screen';

/**
 * /dashboard/orders/customers: every customer's orders for an admin; for a merchant, the customer
 * orders holding its brand's items, each with only those items and their amounts (the server
 * scopes GET /api/order to them).
 */
export function CustomerOrdersPage() {
  return (
    <OrderListScreen
      scope="customers"
      filterable
      title="Customer Orders"
      emptyText={MSG.noOrders}
      action={
        <ButtonLink to={DASHBOARD_SCREENS.orders.path} variant="secondary" size="sm">
          My Orders
        </ButtonLink>
      }
    />
  );
}
