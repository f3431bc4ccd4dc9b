import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { AddressAddBodySchema } from '#shared/address/address.schemas';
import { MSG } from '#shared/common/messages';
import { round2 } from '#shared/common/money';
import { MORE_PATHS } from '#shared/site/site-paths';

import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState, PageTitle } from '../../../components/ui/page';
import {
  ADDRESS_FIELDS,
  AddressFields,
  useAddressForm,
} from '../../../components/ui/address-fields';
import { ApiError } from '../../../lib/api-client';
import { applyServerIssues, serverFieldErrors } from '../../../lib/form-errors';
import { useIsSignedIn } from '../../../lib/session';
import { useCart } from '../../../features/cart/api/cart-store';
import { useDiscountQuote } from '../../../features/cart/api/discount.queries';
import { DiscountField } from '../../../features/cart/components/discount-field';
import { useShippingQuote } from '../../../features/shipping/api/shipping.queries';
import {
  useStartGuestCheckout,
  verifyGuestPaystack,
} from '../../../features/checkout/api/guest-checkout.queries';
import { payWithPaystack } from '../../../features/checkout/lib/paystack';
import { ContactFields } from '../../../features/checkout/components/contact-fields';
import { CheckoutTotals } from '../../../features/checkout/components/checkout-totals';
import { ShippingChoice } from '../../../features/checkout/components/delivery-section';
import { browser } from '../../../features/checkout/lib/redirect';
import { isGuestCheckoutOn } from '../../../features/checkout/lib/guest-checkout';

type Field = 'email' | 'name' | 'phone';
const PAYMENT_NOT_COMPLETED = 'Your payment was not completed. Your bag is as you left it.';
const FIELDS: readonly Field[] = ['email', 'name', 'phone'];

/** What went wrong, in the words the shared handler would use. */
function problemOf(error: unknown): string {
  if (error instanceof ApiError && [0, 400, 404, 429].includes(error.status)) return error.message;
  return MSG.generic;
}

function GuestCheckoutForm() {
  const navigate = useNavigate();
  const state = useCart();
  const start = useStartGuestCheckout();
  const [contact, setContact] = useState({ email: '', name: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const count = state.items.reduce((sum, item) => sum + item.quantity, 0);

  const addressForm = useAddressForm(AddressAddBodySchema);
  const country = addressForm.watch('country');
  const quote = useShippingQuote(country, state.cartTotal, count);
  const offered = quote.data ?? [];
  const [optionId, setOptionId] = useState<string | null>(null);
  const picked = offered.find((option) => option._id === optionId) ?? offered[0];
  const shippingFee = country && picked ? picked.price : state.shippingFee;
  const discount = useDiscountQuote();
  const discountAmount = discount.quote?.discount ?? 0;
  const total = round2(state.cartTotal - discountAmount + shippingFee);

  const update = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setContact((previous) => ({ ...previous, [field]: value }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    const missing: Partial<Record<Field, string>> = {};
    if (!contact.email.trim()) missing.email = MSG.emailRequired;
    if (!contact.name.trim()) missing.name = MSG.nameRequired;
    const addressOk = await addressForm.trigger([...ADDRESS_FIELDS]);
    if (Object.keys(missing).length > 0 || !addressOk) {
      setErrors(missing);
      return;
    }
    const typed = addressForm.getValues();
    try {
      const session = await start.mutateAsync({
        email: contact.email.trim(),
        name: contact.name.trim(),
        phone: contact.phone.trim(),
        address: {
          address: typed.address,
          city: typed.city,
          state: typed.state,
          country: typed.country,
          zipCode: typed.zipCode,
        },
        ...(picked && { shippingOptionId: picked._id }),
        ...(discount.quote && { discountCode: discount.quote.code }),
      });
      if (session.url) {
        setIsLeaving(true);
        browser.assign(session.url);
      } else if (session.paystack) {
        // Paystack pays in the browser; the server verifies the reference before the order.
        const reference = await payWithPaystack(session.paystack);
        if (!reference) {
          setProblem(PAYMENT_NOT_COMPLETED);
          return;
        }
        await verifyGuestPaystack(reference, session.cartId);
        void navigate(
          `${MORE_PATHS.guestCheckoutSuccess.path}?session_id=${encodeURIComponent(reference)}`,
          { replace: true },
        );
      } else {
        setProblem(MSG.generic);
      }
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      setErrors(fieldErrors);
      const toAddress = (path: string) =>
        path.startsWith('address.') ? path.slice('address.'.length) : '';
      applyServerIssues(error, addressForm.setError, ADDRESS_FIELDS, toAddress);
      const addressErrors = serverFieldErrors(error, ADDRESS_FIELDS, toAddress);
      if (Object.keys(fieldErrors).length + Object.keys(addressErrors).length === 0) {
        setProblem(problemOf(error));
      }
    }
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <form
        noValidate
        aria-label="Checkout as guest"
        onSubmit={(event) => void handleSubmit(event)}
        className="max-w-xl space-y-5"
      >
        <fieldset className="space-y-5">
          <legend className="mb-2 text-xs font-semibold tracking-widest text-ink-soft uppercase">
            Contact
          </legend>
          <ContactFields
            order={['email', 'name', 'phone']}
            values={contact}
            errors={errors}
            onChange={update}
          />
        </fieldset>
        <fieldset className="space-y-5">
          <legend className="mb-2 text-xs font-semibold tracking-widest text-ink-soft uppercase">
            Deliver to
          </legend>
          <AddressFields form={addressForm} />
        </fieldset>
        <ShippingChoice
          options={offered}
          picked={picked?._id}
          onPick={(id) => setOptionId(id)}
          isLoading={quote.isFetching}
          problem={quote.error ? quote.error.message : null}
          hasCountry={country !== ''}
        />
        <p className="text-xs leading-5 text-muted">
          You will pay on our payment provider&rsquo;s secure page; your card details never reach
          our store. We email your order and a link to it to this address.
        </p>
        {problem ? (
          <p
            role="alert"
            className="border-l-2 border-danger bg-red-50 px-4 py-3 text-sm text-danger"
          >
            {problem}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          isLoading={start.isPending || isLeaving}
          disabled={state.items.length === 0 || Boolean(country && quote.error)}
        >
          {isLeaving ? 'Opening the payment page…' : 'Pay Now'}
        </Button>
      </form>
      <aside
        aria-label="Your bag"
        className="space-y-5 border border-line bg-cream p-6 lg:self-start"
      >
        <DiscountField />
        <CheckoutTotals
          count={count}
          itemsTotal={state.cartTotal}
          discount={discount.quote ? { code: discount.quote.code, amount: discountAmount } : null}
          shippingName={picked && country ? picked.name : null}
          shippingFee={shippingFee}
          total={total}
        />
      </aside>
    </div>
  );
}

/**
 * /checkout/guest (decision 0056): pay without an account, with an email, a delivery address, a
 * shipping option and the bag's discount code. With guest checkout off it asks to sign in, as
 * the bag does.
 */
export function GuestCheckoutPage() {
  const isSignedIn = useIsSignedIn();
  const state = useCart();
  const [params] = useSearchParams();
  const wasCancelled = params.get('checkout') === 'cancelled';
  if (!isGuestCheckoutOn() || isSignedIn) {
    return (
      <div className="container-page py-16">
        <EmptyState action={<ButtonLink to={MORE_PATHS.login.path}>Login</ButtonLink>}>
          {isSignedIn ? 'You are signed in: use Place Order in your bag.' : MSG.loginToCheckout}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="container-page py-10 sm:py-14">
      <PageTitle eyebrow="No account needed">Checkout as guest</PageTitle>
      {wasCancelled ? (
        <p role="status" className="mb-6 text-sm text-muted">
          {PAYMENT_NOT_COMPLETED}
        </p>
      ) : null}
      {state.items.length === 0 ? (
        <EmptyState
          action={
            <ButtonLink to="/shop" variant="secondary">
              Continue shopping
            </ButtonLink>
          }
        >
          Your shopping bag is empty.
        </EmptyState>
      ) : (
        <GuestCheckoutForm />
      )}
    </div>
  );
}
