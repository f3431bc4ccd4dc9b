import { MSG } from '#shared/common/messages';
import { canOpenScreen, DASHBOARD_SCREENS } from '#shared/site/site-paths';

import { ButtonLink } from '../../../components/ui/button';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { OrderListScreen } from '../components/order-list-screen';

/**
 * /dashboard/orders: the signed-in user's own orders. Admins also reach every customer's orders,
 * and merchants (with a merchant record) the customer orders holding their brand's items.
 */
export function OrdersPage() {
  const user = useDashboardUser();
  return (
    <OrderListScreen
      scope="me"
      title="Your Orders"
      emptyText={MSG.noOrdersYet}
      action={
        canOpenScreen(user, DASHBOARD_SCREENS.customerOrders) ? (
          <ButtonLink to={DASHBOARD_SCREENS.customerOrders.path} variant="secondary" size="sm">
            Customer Orders
          </ButtonLink>
        ) : undefined
      }
    />
  );
}
