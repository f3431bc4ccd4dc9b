import { MSG } from '#shared/common/messages';

import { ButtonLink } from '../../../components/ui/button';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { OrderListScreen } from '../components/order-list-screen';

/** /dashboard/orders: the signed-in user's own orders; admins also reach the customers' ones. */
export function OrdersPage() {
  const user = useDashboardUser();
  return (
    <OrderListScreen
      scope="me"
      title="Your Orders"
      emptyText={MSG.noOrdersYet}
      action={
        user.role === 'ROLE ADMIN' ? (
          <ButtonLink to="/dashboard/orders/customers" variant="secondary" size="sm">
            Customer Orders
          </ButtonLink>
        ) : undefined
      }
    />
  );
}
