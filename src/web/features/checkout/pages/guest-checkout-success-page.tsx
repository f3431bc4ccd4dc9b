import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import type { GuestOrderPlacedResponse } from '#shared/checkout/guest-checkout.schemas';
import { MSG } from '#shared/common/messages';
import { MORE_PATHS } from '#shared/site/site-paths';

import { Button, ButtonLink } from '../../../components/ui/button';
import { Breakable } from '../../../components/ui/breakable';
import { Spinner } from '../../../components/ui/spinner';
import { SuccessTick } from '../../../components/ui/success-tick';
import { ApiError } from '../../../lib/api-client';
import { confirmGuestReturnOnce } from '../api/guest-checkout.queries';

type Outcome =
  | { kind: 'placing' }
  | { kind: 'placed'; answer: GuestOrderPlacedResponse }
  | { kind: 'failed'; message: string };

/**
 * /checkout/guest/success?session_id=…: where a guest's payment page returns (decision 0056).
 * It confirms the payment once, then gives the order number and says where its link was
 * mailed; the order itself is shown by that link or the lookup page.
 */
export function GuestCheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    sessionId ? { kind: 'placing' } : { kind: 'failed', message: MSG.generic },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!sessionId) return;
    let isActive = true;
    confirmGuestReturnOnce(sessionId).then(
      (answer) => {
        if (isActive) setOutcome({ kind: 'placed', answer });
      },
      (error: unknown) => {
        if (!isActive) return;
        setOutcome({
          kind: 'failed',
          message: error instanceof ApiError && error.status < 500 ? error.message : MSG.generic,
        });
      },
    );
    return () => {
      isActive = false;
    };
  }, [sessionId, attempt]);

  if (outcome.kind === 'placing') {
    return (
      <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
        <SuccessTick />
        <h1 className="mt-8 max-w-2xl text-4xl leading-tight font-semibold text-ink sm:text-5xl">
          Your order is being prepared.
        </h1>
        <p className="mt-6 flex items-center gap-3 text-[15px] text-muted" role="status">
          <Spinner className="size-4" />
          Confirming your payment, one moment…
        </p>
      </div>
    );
  }

  if (outcome.kind === 'failed') {
    return (
      <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
        <p className="text-xs font-medium uppercase tracking-[0.2em] text-danger">
          No order placed
        </p>
        <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-semibold text-ink sm:text-5xl">
          We could not confirm your payment.
        </h1>
        <p className="mt-5 max-w-lg text-[15px] leading-7 text-muted" role="alert">
          {outcome.message}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          {sessionId ? (
            <Button
              onClick={() => {
                setOutcome({ kind: 'placing' });
                setAttempt((count) => count + 1);
              }}
            >
              Try again
            </Button>
          ) : null}
          <ButtonLink to="/shop" variant="secondary">
            Continue shopping
          </ButtonLink>
        </div>
      </div>
    );
  }

  const { order } = outcome.answer;
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <SuccessTick />
      <p className="mt-8 text-xs font-medium uppercase tracking-[0.2em] text-gold">Thank you</p>
      <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-semibold text-ink sm:text-5xl">
        Order {order.number} is placed.
      </h1>
      <p className="mt-5 max-w-lg text-[15px] leading-7 text-muted" role="status">
        We have emailed a link to your order to <Breakable text={order.email} />. You can also find
        it with its number and your email.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink
          to={`${MORE_PATHS.orderLookup.path}?number=${encodeURIComponent(order.number)}`}
        >
          Find your order
        </ButtonLink>
        <ButtonLink to="/shop" variant="secondary">
          Continue shopping
        </ButtonLink>
      </div>
    </div>
  );
}
