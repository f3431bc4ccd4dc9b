import { useParams } from 'react-router';

import { GUEST_ORDER_MESSAGES } from '#shared/order/guest-order.messages';
import { MORE_PATHS } from '#shared/site/site-paths';

import { ButtonLink } from '../../../components/ui/button';
import { EmptyState, PageTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useGuestOrder } from '../api/guest-order.queries';
import { GuestOrderView } from '../components/guest-order-view';

/**
 * /order/guest/<token>: the page a guest's confirmation mail links to (decision 0056). It posts
 * the token (never a query string the log could keep) and shows the order, without signing in.
 */
export function GuestOrderPage() {
  const { token = '' } = useParams();
  const order = useGuestOrder(token);
  if (order.isPending) return <PageLoader label="Loading your order" />;
  return (
    <div className="container-page py-10 sm:py-14">
      <PageTitle eyebrow="Guest order">Your order</PageTitle>
      {order.data ? (
        <GuestOrderView order={order.data} />
      ) : (
        <EmptyState
          action={
            <ButtonLink to={MORE_PATHS.orderLookup.path} variant="secondary">
              Find your order
            </ButtonLink>
          }
        >
          {order.error instanceof ApiError && order.error.status !== 404
            ? order.error.message
            : GUEST_ORDER_MESSAGES.notFound}
        </EmptyState>
      )}
    </div>
  );
}
