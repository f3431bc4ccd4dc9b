import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { AddressAddBodySchema } from '#shared/address/address.schemas';
import type { CheckoutContact, PaystackSetup } from '#shared/checkout/checkout.schemas';
import { MSG } from '#shared/common/messages';
import { round2 } from '#shared/common/money';
import type { UserDto } from '#shared/user/user.schemas';

import { Button } from '../../../components/ui/button';
import { CloseButton, Dialog } from '../../../components/ui/dialog';
import { PageLoader } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { applyServerIssues, serverFieldErrors } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { useMe } from '../../auth/api/auth.queries';
import { useAddresses } from '../../address/api/address.queries';
import { ADDRESS_FIELDS, useAddressForm } from '../../../components/ui/address-fields';
import { useCart } from '../../cart/api/cart-store';
import { useDiscountQuote } from '../../cart/api/discount.queries';
import { MeasurementsNeededLink } from './measurements-needed-link';
import { useShippingQuote } from '../../shipping/api/shipping.queries';
import {
  type CheckoutDelivery,
  placedOrder,
  storedCartId,
  useStartCheckout,
  verifyPaystack,
} from '../api/checkout.queries';
import { checkoutModal, useIsCheckoutOpen } from '../checkout-store';
import { browser } from '../lib/redirect';
import { payWithPaystack } from '../lib/paystack';
import { paymentClosed } from '../payment-closed';
import { ContactFields } from './contact-fields';
import { CheckoutTotals } from './checkout-totals';
import { DeliverTo, NEW_ADDRESS, ShippingChoice } from './delivery-section';

type Field = keyof CheckoutContact;
const FIELDS: readonly Field[] = ['name', 'email', 'phone'];

function contactOf(user: UserDto | undefined): CheckoutContact {
  return {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: user?.phoneNumber ?? '',
  };
}

/** The server's field errors (`user.name`, ...) under the matching fields. */
function fieldErrorsOf(error: unknown): Partial<Record<Field, string>> {
  return serverFieldErrors(error, FIELDS, (path) => path.replace(/^user\./, ''));
}

/** What went wrong, in the words the shared handler would use; nothing for a 404. */
function problemOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? error.message : MSG.generic;
  }
  if (error.status === 0 || error.status === 400 || error.status === 429) return error.message;
  if (error.status === 403) return MSG.forbidden;
  if (error.status === 401 || error.status === 404) return null;
  return MSG.generic;
}

function CheckoutForm({ user }: { user: UserDto | undefined }) {
  const navigate = useNavigate();
  const state = useCart();
  const start = useStartCheckout();
  const [contact, setContact] = useState<CheckoutContact>(() => contactOf(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The toasts sit under the modal: a refusal is also said here, in the modal.
  const [problem, setProblem] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const count = state.items.reduce((sum, item) => sum + item.quantity, 0);

  // Where to deliver: a saved address (the default, else the first) or a new one typed here.
  const addresses = useAddresses();
  const saved = addresses.data ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  const chosen =
    choice ?? (saved.find((address) => address.isDefault) ?? saved[0])?._id ?? NEW_ADDRESS;
  const addressForm = useAddressForm(AddressAddBodySchema);
  const [saveAddress, setSaveAddress] = useState(true);
  const typedCountry = addressForm.watch('country');
  const country =
    chosen === NEW_ADDRESS
      ? typedCountry
      : (saved.find((address) => address._id === chosen)?.country ?? '');

  // How: the options for that country, priced for the bag; the server prices it again.
  const quote = useShippingQuote(country, state.cartTotal, count);
  const offered = quote.data ?? [];
  const [optionId, setOptionId] = useState<string | null>(null);
  const picked = offered.find((option) => option._id === optionId) ?? offered[0];
  const shippingFee = country && picked ? picked.price : state.shippingFee;
  // The bag's code, when the server priced it for this bag; the checkout prices it again.
  const discount = useDiscountQuote();
  const discountAmount = discount.quote?.discount ?? 0;
  const total = round2(state.cartTotal - discountAmount + shippingFee);

  const update = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setContact((previous) => ({ ...previous, [field]: value }));
  };

  /** Paystack pays in the browser; the server verifies the reference before the order exists. */
  async function payInBrowser(setup: PaystackSetup) {
    checkoutModal.close();
    const reference = await payWithPaystack(setup);
    const cartId = storedCartId();
    if (!reference || !cartId) {
      paymentClosed.show();
      return;
    }
    const answer = await placedOrder(verifyPaystack(reference, cartId));
    void navigate(`/order/success/${answer.order._id}`, { replace: true });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    const delivery: CheckoutDelivery = {};
    if (chosen === NEW_ADDRESS) {
      if (!(await addressForm.trigger([...ADDRESS_FIELDS]))) return;
      const typed = addressForm.getValues();
      delivery.address = {
        address: typed.address,
        city: typed.city,
        state: typed.state,
        country: typed.country,
        zipCode: typed.zipCode,
      };
      delivery.saveAddress = saveAddress;
    } else {
      delivery.addressId = chosen;
    }
    if (picked) delivery.shippingOptionId = picked._id;
    if (discount.quote) delivery.discountCode = discount.quote.code;
    try {
      const session = await start.mutateAsync({ contact, delivery });
      if (session.url) {
        setIsLeaving(true);
        browser.assign(session.url);
      } else if (session.paystack) {
        await payInBrowser(session.paystack);
      }
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      applyServerIssues(error, addressForm.setError, ADDRESS_FIELDS, (path) =>
        path.startsWith('address.') ? path.slice('address.'.length) : '',
      );
      const typedErrors = serverFieldErrors(error, ADDRESS_FIELDS, (path) =>
        path.startsWith('address.') ? path.slice('address.'.length) : '',
      );
      if (Object.keys(fieldErrors).length + Object.keys(typedErrors).length === 0) {
        setProblem(problemOf(error));
      }
      handleError(error);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="px-6 pb-7 sm:px-8">
      <CheckoutTotals
        count={count}
        itemsTotal={state.cartTotal}
        discount={discount.quote ? { code: discount.quote.code, amount: discountAmount } : null}
        shippingName={picked && country ? picked.name : null}
        shippingFee={shippingFee}
        total={total}
        className="mb-6 border border-line bg-cream px-4 py-3"
      />
      <div className="space-y-5">
        <ContactFields
          order={['name', 'email', 'phone']}
          values={contact}
          errors={errors}
          onChange={update}
        />
        <DeliverTo
          addresses={saved}
          isLoading={addresses.isPending}
          chosen={chosen}
          onChoose={(value) => setChoice(value)}
          form={addressForm}
          save={saveAddress}
          onSave={setSaveAddress}
        />
        <ShippingChoice
          options={offered}
          picked={picked?._id}
          onPick={(id) => setOptionId(id)}
          isLoading={quote.isFetching}
          problem={quote.error ? quote.error.message : null}
          hasCountry={country !== ''}
        />
      </div>
      <p className="mt-5 text-xs leading-5 text-muted">
        You will pay on our payment provider&rsquo;s secure page; your card details never reach our
        store.
      </p>
      {problem ? (
        <p
          role="alert"
          className="mt-5 border-l-2 border-danger bg-red-50 px-4 py-3 text-sm text-danger"
        >
          {problem}
          <MeasurementsNeededLink message={problem} onFollow={checkoutModal.close} />
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="mt-6 w-full"
        isLoading={start.isPending || isLeaving}
        disabled={state.items.length === 0 || Boolean(country && quote.error)}
      >
        {isLeaving ? 'Opening the payment page…' : 'Pay Now'}
      </Button>
    </form>
  );
}

/**
 * The checkout modal (signed in): name, email and phone, prefilled from the profile (no checks),
 * where to deliver and by which shipping option.
 */
export function CheckoutModal() {
  const isOpen = useIsCheckoutOpen();
  const me = useMe();
  const isReady = me.data !== undefined || me.isError;
  return (
    <Dialog isOpen={isOpen} onClose={checkoutModal.close} label="Checkout">
      <div className="flex items-center justify-between px-6 pt-5 pb-4 sm:px-8">
        <h2 className="font-display text-3xl font-semibold">Checkout</h2>
        <CloseButton onClick={checkoutModal.close} label="Close checkout" />
      </div>
      {isReady ? <CheckoutForm user={me.data} /> : <PageLoader label="Loading your details" />}
    </Dialog>
  );
}
