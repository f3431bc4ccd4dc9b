import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { MSG } from '#shared/common/messages';

import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { SuccessTick } from '../../../components/ui/success-tick';
import { ApiError } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { useIsSignedIn } from '../../../lib/session';
import { cartStore } from '../../cart/api/cart-store';
import { placeOrderOnce, storedCartId } from '../api/checkout.queries';

type Outcome =
  | { kind: 'placing' }
  | { kind: 'failed'; message: string }
  | { kind: 'no-cart' }
  | { kind: 'signed-out' };

const CANNOT_CONFIRM = 'We could not confirm your payment.';

function firstOutcome(isSignedIn: boolean): Outcome {
  if (!isSignedIn) return { kind: 'signed-out' };
  return storedCartId() ? { kind: 'placing' } : { kind: 'no-cart' };
}

/**
 * /success: where the payment page returns. It says the order is being prepared while it
 * confirms the payment (POST /api/order/add with the stored cart id and the cart total), then
 * thanks the shopper, clears the bag and goes to /order/success/{id}. Without a confirmed
 * payment nothing is placed and the page says why.
 */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const [outcome, setOutcome] = useState<Outcome>(() => firstOutcome(isSignedIn));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const cartId = storedCartId();
    if (!isSignedIn || !cartId) return;
    let isActive = true;
    placeOrderOnce(cartId, cartStore.get().cartTotal).then(
      (answer) => {
        if (isActive) void navigate(`/order/success/${answer.order._id}`, { replace: true });
      },
      (error: unknown) => {
        if (!isActive) return;
        if (error instanceof ApiError && error.status === 400) {
          setOutcome({ kind: 'failed', message: error.message });
        } else {
          handleError(error);
          setOutcome({ kind: 'failed', message: MSG.generic });
        }
      },
    );
    return () => {
      isActive = false;
    };
  }, [attempt, isSignedIn, navigate]);

  const retry = useCallback(() => {
    setOutcome({ kind: 'placing' });
    setAttempt((count) => count + 1);
  }, []);

  if (outcome.kind === 'placing') {
    return (
      <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
        <SuccessTick />
        <p className="mt-8 text-xs font-medium uppercase tracking-[0.2em] text-gold">Thank you</p>
        <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-semibold text-ink sm:text-5xl">
          Your order is being prepared.
        </h1>
        <p className="mt-6 flex items-center gap-3 text-[15px] text-muted" role="status">
          <Spinner className="size-4" />
          Confirming your payment, one moment…
        </p>
      </div>
    );
  }

  const text = {
    failed: {
      title: CANNOT_CONFIRM,
      body: outcome.kind === 'failed' ? outcome.message : '',
    },
    'no-cart': {
      title: 'There is no payment to confirm.',
      body: 'If you have just paid, your order is waiting for you in Your Orders.',
    },
    'signed-out': {
      title: 'Please login to confirm your order.',
      body: 'Your payment is confirmed against your account once you are signed in.',
    },
  }[outcome.kind];

  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      {outcome.kind === 'failed' ? (
        <p className="text-xs font-medium uppercase tracking-[0.2em] text-danger">
          No order placed
        </p>
      ) : null}
      <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-semibold text-ink sm:text-5xl">
        {text.title}
      </h1>
      <p
        className="mt-5 max-w-lg text-[15px] leading-7 text-muted"
        role={outcome.kind === 'failed' ? 'alert' : undefined}
      >
        {text.body}
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        {outcome.kind === 'failed' ? <Button onClick={retry}>Try again</Button> : null}
        {outcome.kind === 'signed-out' ? (
          <ButtonLink to="/login">Login</ButtonLink>
        ) : (
          <ButtonLink to="/dashboard/orders" variant="secondary">
            Your Orders
          </ButtonLink>
        )}
        <ButtonLink to="/shop" variant="secondary">
          Continue shopping
        </ButtonLink>
      </div>
    </div>
  );
}
