import { ROLE_ADMIN } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';

import { ButtonLink } from '../../../components/ui/button';
import { useDashboardUser } from '../../dashboard/components/role-gate';
import { DashboardNotFound } from '../../dashboard/components/dashboard-not-found';
import { OrderListScreen } from '../components/order-list-screen';

/** /dashboard/orders/customers (admins only): every customer's orders. */
export function CustomerOrdersPage() {
  const user = useDashboardUser();
  if (user.role !== ROLE_ADMIN) return <DashboardNotFound />;
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
