import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import {
  CHECKOUT_RETURN,
  STORE_CURRENCY,
  type CheckoutStatus,
} from '#shared/checkout/checkout.constants';
import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';
import type { CreateCheckoutBody, CreateCheckoutResponse } from '#shared/checkout/checkout.schemas';
import { isUuid } from '#shared/common/text';
import type { OrderLine } from '#shared/order/order-line';
import { isMadeToMeasure } from '#shared/product/made-to-measure';
import type { Measurements } from '#shared/user/measurements';
import { MEASUREMENT_MESSAGES } from '#shared/user/measurements.messages';

import { v7 as uuidv7 } from 'uuid';

import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../kernel/actor';
import type { AddressService } from '../address/address.service';
import {
  cartForCheckout,
  guestCart,
  ownedCartOrFail,
  priceLines,
  replaceCartLines,
  withMeasurements,
} from '../cart/cart.service';
import type { ProductStockService, StockLine } from '../product/product-stock.service';
import type { ShippingService } from '../shipping/shipping.service';
import { takeAll, StockShortage, type CheckoutConfirmService } from './checkout-confirm.service';
import { presentCheckout } from './checkout.presenter';
import * as repo from './checkout.repository';
import {
  holdCapProblem,
  isPastExpiry,
  RESERVATION_MS,
  REUSE_MIN_REMAINING_MS,
  sameLines,
} from './checkout.rules';
import type { CheckoutSessionRow, ShippingAddress } from './checkout.table';
import { recordEvent } from './payment-event.repository';
import type { PaymentEventKey, PaymentProvider } from './payment-provider';
import type { CheckoutDiscounts } from './checkout-discounts';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Who pays: a signed-in member, or a guest known by the typed email (decision 0056). A guest's
 * checkouts are serialised, replaced and reused by that email as a member's are by the account.
 */
export type Buyer = { kind: 'member'; actor: Actor } | { kind: 'guest'; email: string };

/** A guest's checkout: the member's body without a saved address or a cart of the book. */
export type GuestCheckoutInput = Omit<
  CreateCheckoutBody,
  'cartId' | 'addressId' | 'address' | 'saveAddress'
> & {
  address: NonNullable<CreateCheckoutBody['address']>;
};

/** A member's measurements when every one is present, else null (the user feature's). */
export type MeasurementsOf = (db: DbOrTx, userId: string) => Promise<Measurements | null>;

function sameDelivery(a: ShippingAddress | null, b: ShippingAddress): boolean {
  return (
    a !== null &&
    a.address === b.address &&
    a.city === b.city &&
    a.state === b.state &&
    a.country === b.country &&
    a.zipCode === b.zipCode
  );
}

/** A guest's typed address, as the address book would keep it (never saved: no book). */
function guestDelivery(address: CreateCheckoutBody['address']) {
  if (!address) return null;
  return {
    address: address.address,
    city: address.city,
    state: address.state,
    country: address.country,
    zipCode: address.zipCode,
  };
}

function sameContact(session: CheckoutSessionRow, body: CreateCheckoutBody): boolean {
  return (
    session.contactName === body.user.name &&
    session.contactEmail === body.user.email &&
    session.contactPhone === body.user.phone
  );
}

/**
 * Checkout sessions from start to end: pricing and reserving stock when a checkout starts, and
 * releasing it exactly once when the session is cancelled or expires. A page found paid while
 * closing goes to the confirmation. Every change of a session's state happens in a transaction
 * that holds the session row (decision 0010).
 */
export function createCheckoutService(deps: {
  db: Db;
  provider: PaymentProvider;
  confirmation: CheckoutConfirmService;
  stock: ProductStockService;
  /** The member's address book: where the order goes. */
  addresses: AddressService;
  /** Made to measure: the measurements each such line keeps (decision 0042). */
  measurementsOf: MeasurementsOf;
  /** What delivering there costs, by the option chosen. */
  shipping: ShippingService;
  /** Discount codes: a checkout takes a code's use and gives it back (decision 0054). */
  discounts: CheckoutDiscounts;
  publicUrl: string;
  logger: Logger;
  /** After a commit that took or gave back stock (the public catalog cache is cleared). */
  onStockChange?: () => void;
  now?: () => Date;
}) {
  const { db, provider, confirmation, stock, logger, discounts } = deps;
  const now = deps.now ?? (() => new Date());
  const stockChanged = () => deps.onStockChange?.();

  async function closeAndRelease(
    sessionId: string,
    to: 'cancelled' | 'expired',
    event?: PaymentEventKey,
  ): Promise<CheckoutStatus | 'duplicate'> {
    const status = await db.transaction((tx) => closeInTx(tx, sessionId, to, event));
    stockChanged();
    return status;
  }

  /** Gives a session's held stock back and moves it to `to`, if it is still open. */
  async function closeInTx(
    tx: Tx,
    sessionId: string,
    to: 'cancelled' | 'expired',
    event?: PaymentEventKey,
  ): Promise<CheckoutStatus | 'duplicate'> {
    const session = await repo.lockSession(tx, sessionId);
    if (!session) throw new Error(`Checkout session ${sessionId} not found.`);
    if (event && !(await recordEvent(tx, event, session.id))) return 'duplicate';
    if (session.status !== 'open') return session.status;
    const at = now();
    await repo.moveSession(tx, session.id, ['open'], to, { closedAt: at });
    // The code's use first (the store's lock order: sessions, codes, products), once.
    await discounts.release(tx, session.id);
    // Only reservations still held are released, so the stock goes back once however often
    // the sweeper and a cancel race here.
    const released = await repo.releaseHeldReservations(tx, session.id, at);
    await stock.giveBack(tx, released);
    return to;
  }

  /** Closes the provider's page (best effort) and then the session; a page found paid is confirmed. */
  async function close(
    session: CheckoutSessionRow,
    to: 'cancelled' | 'expired',
    event?: PaymentEventKey,
  ): Promise<CheckoutStatus | 'duplicate'> {
    if (
      session.status === 'open' &&
      session.providerSessionId &&
      session.provider === provider.name
    ) {
      const outcome = await provider.close(session.providerSessionId);
      if (outcome === 'paid') {
        const paid = await confirmation.lookupAndConfirm(session);
        if (paid?.status === 'placed' || paid?.status === 'problem') return 'paid';
      }
      if (outcome === 'failed') {
        logger.warn(
          { sessionId: session.id, provider: provider.name },
          'the payment page could not be closed; a late payment will be handled when it comes',
        );
      }
    }
    return closeAndRelease(session.id, to, event);
  }

  /**
   * The member's one open session, when it is of the same cart, bag, contact, delivery address
   * and shipping option and still has time left.
   */
  function reusable(
    open: readonly CheckoutSessionRow[],
    cartId: string | null,
    body: CreateCheckoutBody,
    lines: readonly OrderLine[],
    address: ShippingAddress,
    optionId: string,
  ): CheckoutSessionRow | undefined {
    const latest = open.at(-1);
    if (!latest || open.length !== 1 || !latest.providerUrl) return undefined;
    // A guest has no cart of its own to name: its checkouts are matched by the email.
    if (cartId !== null && latest.cartId !== cartId) return undefined;
    if (latest.provider !== provider.name || !sameContact(latest, body)) return undefined;
    if (latest.expiresAt.getTime() - now().getTime() < REUSE_MIN_REMAINING_MS) return undefined;
    if (!sameDelivery(latest.shippingAddress, address)) return undefined;
    if (latest.shippingOptionId !== optionId) return undefined;
    if ((latest.discountCode ?? undefined) !== body.discountCode) return undefined;
    return sameLines(latest.items, lines) ? latest : undefined;
  }

  /**
   * Starts a checkout for a member or a guest: the bag's items at database prices, the total the
   * server's, the stock reserved in one transaction (all or nothing), and a payment page opened.
   */
  async function startAs(buyer: Buyer, body: CreateCheckoutBody): Promise<CreateCheckoutResponse> {
    if (provider.refusal) throw AppError.rule(provider.refusal);
    const closedPages: string[] = [];
    const started = await db.transaction(async (tx) => {
      // First, so that checkouts of one member (or one guest's email) started at once run one
      // after the other and the later one sees, and cancels, the earlier: one open checkout,
      // stock held once.
      const actor = buyer.kind === 'member' ? buyer.actor : null;
      if (actor) await repo.lockMember(tx, actor.id);
      else await repo.lockGuest(tx, body.user.email);
      // A guest's cart is made only when a new checkout needs one (below).
      const memberCart = actor ? await cartForCheckout(tx, actor, body.cartId) : null;
      const delivery = actor
        ? await deps.addresses.deliveryAddress(tx, actor, {
            addressId: body.addressId,
            address: body.address,
            saveAddress: body.saveAddress,
          })
        : guestDelivery(body.address);
      if (!delivery) throw AppError.validation(CHECKOUT_MESSAGES.addressRequired, 'address');
      const address: ShippingAddress = {
        name: body.user.name,
        phone: body.user.phone,
        ...delivery,
      };
      // Priced at today's prices, without the stock check, only to choose the option (an
      // option not offered for the country is refused before anything is held).
      const priced = await priceLines(tx, body.cartItems, 'cartItems', false);
      // Made to measure is cut to the member's measurements: all of them, copied now.
      // A guest has none: made to measure asks to sign in.
      if (!actor && priced.some(isMadeToMeasure)) {
        throw AppError.rule(CHECKOUT_MESSAGES.guestMadeToMeasure);
      }
      const measurements =
        actor && priced.some(isMadeToMeasure) ? await deps.measurementsOf(tx, actor.id) : null;
      if (priced.some(isMadeToMeasure) && !measurements) {
        throw AppError.rule(MEASUREMENT_MESSAGES.incomplete);
      }
      const asked = withMeasurements(priced, measurements);
      const askedShipping = await deps.shipping.choose(
        tx,
        address.country,
        asked,
        body.shippingOptionId,
      );

      const open = actor
        ? await repo.listOpenSessionsOfMember(tx, actor.id)
        : await repo.listOpenSessionsOfGuest(tx, body.user.email);
      if (open.length > 0) {
        // Compared at today's prices, without the stock check: the stock is theirs already.
        const same = reusable(
          open,
          memberCart?.id ?? null,
          body,
          asked,
          address,
          askedShipping.optionId,
        );
        if (same) return { session: same, reused: true as const };
      }
      // Rows are held in the store's one order (the member, its sessions, the codes, the
      // products), so that this checkout, the sweeper and other members' checkouts never
      // wait on each other in a circle (decision 0054).
      for (const session of open) await repo.lockSession(tx, session.id);
      await discounts.lockFor(
        tx,
        open.map((session) => session.id),
        body.discountCode,
      );
      for (const session of open) {
        await closeInTx(tx, session.id, 'cancelled');
        if (session.providerSessionId) closedPages.push(session.providerSessionId);
      }

      const lines = withMeasurements(
        await priceLines(tx, body.cartItems, 'cartItems'),
        measurements,
      );
      // What the account may hold (decision 0029): its earlier checkouts were just closed,
      // so these lines are all it would hold. Refused before any stock is taken; the
      // transaction gives the closed checkouts back as they were.
      const overCap = holdCapProblem(lines);
      if (overCap) {
        const index = body.cartItems.findIndex((item) => item.product === overCap.productId);
        if (index < 0) throw AppError.rule(overCap.message);
        throw AppError.validation(overCap.message, `cartItems.${index}.quantity`);
      }
      const cart = memberCart ?? (await guestCart(tx));
      await replaceCartLines(tx, cart.id, lines);
      // The discount, if a code was given: its use is taken before the stock (lock order).
      const sessionId = uuidv7();
      const discount = body.discountCode
        ? await discounts.redeem(tx, {
            code: body.discountCode,
            customer: actor
              ? { userId: actor.id, guestEmail: null }
              : { userId: null, guestEmail: body.user.email },
            sessionId,
            lines,
          })
        : null;
      const bought = discount
        ? lines.map((line, index) => ({
            ...line,
            discountCents: discount.lineDiscounts[index] ?? 0,
          }))
        : lines;
      let quantities: StockLine[];
      try {
        quantities = await takeAll(stock, tx, lines);
      } catch (error) {
        if (!(error instanceof StockShortage)) throw error;
        // Somebody else took it between the price check and the reservation.
        throw AppError.rule(CHECKOUT_MESSAGES.outOfStock(error.productName));
      }
      const at = now();
      // The fee of the lines as reserved: the server's, whatever the storefront showed.
      const shipping = await deps.shipping.choose(
        tx,
        address.country,
        lines,
        askedShipping.optionId,
      );
      const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
      const discountCents = discount?.discountCents ?? 0;
      const session = await repo.insertSession(tx, {
        id: sessionId,
        cartId: cart.id,
        userId: actor?.id ?? null,
        provider: provider.name,
        status: 'open',
        currency: STORE_CURRENCY,
        subtotalCents,
        shippingCents: shipping.shippingCents,
        discountCode: discount?.code ?? null,
        discountCents,
        totalCents: subtotalCents - discountCents + shipping.shippingCents,
        contactName: body.user.name,
        contactEmail: body.user.email,
        contactPhone: body.user.phone,
        items: bought,
        shippingAddress: address,
        shippingOptionId: shipping.optionId,
        shippingOptionName: shipping.name,
        shippingEstimate: shipping.estimate,
        idempotencyKey: `checkout-${randomUUID()}`,
        expiresAt: new Date(at.getTime() + RESERVATION_MS),
      });
      await repo.insertReservations(tx, session.id, quantities);
      return { session, reused: false as const };
    });

    if (!started.reused) stockChanged();
    for (const page of closedPages) {
      void provider.close(page).catch(() => undefined);
    }
    const { session } = started;
    if (started.reused) return presentCheckout(session, session.providerUrl);

    let page;
    try {
      page = await provider.openPage({
        sessionId: session.id,
        lines: session.items,
        shippingCents: session.shippingCents,
        discount: session.discountCode
          ? { code: session.discountCode, cents: session.discountCents }
          : null,
        totalCents: session.totalCents,
        currency: session.currency,
        contact: {
          name: session.contactName,
          email: session.contactEmail,
          phone: session.contactPhone,
        },
        expiresAt: session.expiresAt,
        // A guest comes back to its own page, which confirms the payment without an account.
        successUrl: `${deps.publicUrl}${
          buyer.kind === 'guest' ? CHECKOUT_RETURN.guestSuccessPath : CHECKOUT_RETURN.successPath
        }?session_id=${provider.name === 'stripe' ? '{CHECKOUT_SESSION_ID}' : session.id}`,
        cancelUrl: `${deps.publicUrl}${
          buyer.kind === 'guest' ? CHECKOUT_RETURN.guestCancelPath : CHECKOUT_RETURN.cancelPath
        }`,
        idempotencyKey: session.idempotencyKey,
      });
    } catch (error) {
      logger.error({ err: error, sessionId: session.id }, 'the payment page could not be opened');
      await closeAndRelease(session.id, 'cancelled');
      throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.paymentUnavailable, { cause: error });
    }
    const recorded = await repo.setProviderPage(db, session.id, {
      providerSessionId: page.providerSessionId,
      providerUrl: page.url,
    });
    if (!recorded) {
      if (page.providerSessionId)
        void provider.close(page.providerSessionId).catch(() => undefined);
      throw AppError.rule(CHECKOUT_MESSAGES.checkoutReplaced);
    }
    return presentCheckout(session, page.url, page.paystack ? { paystack: page.paystack } : {});
  }

  return {
    /**
     * Starts a checkout: the cart takes the bag's items at database prices, the server computes
     * the total, the stock is reserved in one transaction (all or nothing), and the provider
     * opens a payment page. A member has at most one open checkout: the earlier ones, of any
     * cart, are cancelled and their stock given back in the same transaction, unless the same
     * bag of the same cart is checked out again (then the same page is answered). Guests cannot
     * hoard: checking out needs a signed-in member (the spec, decision 0010).
     */
    async start(actor: Actor, body: CreateCheckoutBody): Promise<CreateCheckoutResponse> {
      return startAs({ kind: 'member', actor }, body);
    },

    /**
     * A guest's checkout (decision 0056): the member's path, with the guest's email in place of
     * the account. The caller checks that guest checkout is turned on.
     */
    async startAsGuest(email: string, body: GuestCheckoutInput): Promise<CreateCheckoutResponse> {
      return startAs(
        { kind: 'guest', email },
        { ...body, user: { ...body.user, email }, saveAddress: false },
      );
    },

    /** The shopper left the payment page: every open checkout of the cart is cancelled. */
    async cancel(actor: Actor, cartId: string): Promise<{ success: true; message: string }> {
      const cart = await ownedCartOrFail(db, actor, cartId);
      for (const session of await repo.listOpenSessionsOfCart(db, cart.id)) {
        await close(session, 'cancelled');
      }
      return { success: true, message: CHECKOUT_MESSAGES.cancelled };
    },

    /** Closes one session and its provider page (the test page's Cancel). */
    close,

    /** Closes one session the provider already closed (Stripe's expiry event). */
    closeLocally: closeAndRelease,

    /**
     * A session whose time ran out is closed now, as the sweeper would, and answered as it is
     * after that (a page may be asked for before the sweeper came by).
     */
    async closeIfPastExpiry(session: CheckoutSessionRow): Promise<CheckoutSessionRow> {
      if (session.status !== 'open' || !isPastExpiry(session, now())) return session;
      await close(session, 'expired');
      return (await repo.findSession(db, session.id)) ?? session;
    },

    /** Releases every reservation that has run out; answers how many sessions it closed. */
    async sweep(limit = 100): Promise<number> {
      const ids = await repo.listExpiredOpenSessionIds(db, now(), limit);
      let closed = 0;
      for (const id of ids) {
        const session = await repo.findSession(db, id);
        if (!session || session.status !== 'open') continue;
        try {
          if ((await close(session, 'expired')) === 'expired') closed += 1;
        } catch (error) {
          logger.error({ err: error, sessionId: id }, 'an expired checkout could not be closed');
        }
      }
      return closed;
    },

    /** The session a page of this store's provider belongs to (the test page's reference). */
    sessionOfPage: (providerSessionId: string) =>
      repo.findSessionByProviderRef(db, provider.name, providerSessionId),

    /**
     * Our session for a provider's page, matched by our id (Stripe's client_reference_id) and
     * the page's id, which the session may not have recorded yet.
     */
    async sessionOfProviderPage(
      providerName: PaymentProvider['name'],
      ourId: string | null,
      providerSessionId: string,
    ): Promise<CheckoutSessionRow | null> {
      const session = ourId && isUuid(ourId) ? await repo.findSession(db, ourId) : null;
      if (
        session?.provider === providerName &&
        (session.providerSessionId === null || session.providerSessionId === providerSessionId)
      ) {
        return session;
      }
      return null;
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
