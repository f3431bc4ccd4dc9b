import { Link, useParams } from 'react-router';

import { MSG } from '#shared/common/messages';

import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { SuccessTick } from '../../../components/ui/success-tick';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useOrder } from '../api/order.queries';
import type { OrderPageState } from './order-page';

const FROM_PURCHASE: OrderPageState = { fromPurchase: true };

/**
 * /order/success/{id}: the thank-you, the order number as a link to its details, the note that a
 * confirmation email follows, and the ways on: manage orders or continue shopping.
 */
export function OrderSuccessPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  useHandleQueryError(order.error);

  if (order.isPending) return <PageLoader label="Loading your order" />;
  if (!order.data) {
    return (
      <div className="container-page py-16">
        <EmptyState>{MSG.noOrder}</EmptyState>
      </div>
    );
  }
  const { _id: orderId, number } = order.data;
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <SuccessTick />
      <h1 className="mt-8 max-w-2xl text-4xl leading-tight font-semibold text-ink sm:text-5xl">
        Thank you for your order.
      </h1>
      <p className="mt-5 max-w-xl text-[15px] leading-7 text-ink-soft">
        Order{' '}
        <Link
          to={`/order/${orderId}`}
          state={FROM_PURCHASE}
          className="break-all font-medium text-ink underline underline-offset-4 hover:text-indigo"
        >
          {number}
        </Link>{' '}
        is complete.
      </p>
      <p className="mt-2 max-w-xl text-[15px] leading-7 text-muted">
        A confirmation email will be sent to you shortly.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/dashboard/orders">Manage Orders</ButtonLink>
        <ButtonLink to="/shop" variant="secondary">
          Continue Shopping
        </ButtonLink>
      </div>
    </div>
  );
}
