import type { PaymentProviderName } from '#shared/checkout/checkout.constants';
import { linePaidCents, type OrderLine } from '#shared/order/order-line';

import type { FastifyBaseLogger } from 'fastify';

import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { ProductStockService } from '../product/product-stock.service';
import { findOrder, itemsOfOrders } from './order-read.repository';
import { createSaleNotifier } from './order-sale.mail';
import { createOrderNotifier, type OrderConfirmation } from './order.mail';
import { newGuestOrderToken } from './guest-order.token';
import * as repo from './order.repository';
import type { OrderRow } from './order.table';

/**
 * A paid checkout session, in order's words: whoever took the payment (checkout today) fills it
 * in, so order needs to know nothing of how a payment happens.
 */
export interface PaidSession extends Omit<OrderConfirmation, 'orderId' | 'number'> {
  sessionId: string;
  /** Null for a guest's checkout (decision 0056), which has `guestEmail` instead. */
  userId: string | null;
  guestEmail: string | null;
  cartId: string;
  currency: string;
  provider: PaymentProviderName;
  paymentReference: string | null;
  contact: { name: string; email: string; phone: string };
  shippingAddress: OrderRow['shippingAddress'];
  /** The shipping option chosen at the checkout (nulls for sessions older than options). */
  shipping: { optionId: string | null; name: string | null; estimate: string | null };
  lines: readonly OrderLine[];
}

/** A merchant running a brand that sold items, as the brand and merchant services know it. */
export interface Seller {
  brandId: string;
  brandName: string;
  emails: readonly string[];
}

/**
 * Placing orders: the order of a paid session, made once, its confirmation mail to the shopper
 * and a "new sale" mail to each merchant whose brand sold some of it.
 */
export function createOrderService(deps: {
  db: DbOrTx;
  stock: ProductStockService;
  mailer: Mailer;
  publicUrl: string;
  logger: Pick<FastifyBaseLogger, 'error'>;
  /** The merchants running these brands, with where to write to them (house brands: none). */
  sellersOf: (brandIds: readonly string[]) => Promise<readonly Seller[]>;
}) {
  const { stock, db } = deps;
  const confirm = createOrderNotifier({ mailer: deps.mailer, publicUrl: deps.publicUrl });
  const notifySales = createSaleNotifier({ mailer: deps.mailer, publicUrl: deps.publicUrl });

  /** Reads the placed order and mails each selling merchant its part. */
  async function mailSales(orderId: string): Promise<void> {
    const order = await findOrder(db, orderId);
    if (!order) return;
    const items = await itemsOfOrders(db, [order.id]);
    const brandIds = [...new Set(items.flatMap((item) => (item.brandId ? [item.brandId] : [])))];
    const sellers = await deps.sellersOf(brandIds);
    notifySales(
      order,
      sellers.map((seller) => ({
        brandName: seller.brandName,
        emails: seller.emails,
        items: items.filter((item) => item.brandId === seller.brandId),
      })),
    );
  }

  return {
    /**
     * The order of a paid session, its items (snapshots of the products as bought) and their
     * first status, in the caller's transaction. A second call for the same session changes
     * nothing and answers the existing order with isNew false.
     */
    async placeFromPaidSession(
      tx: DbOrTx,
      paid: PaidSession,
    ): Promise<{ orderId: string; number: string; isNew: boolean; guestToken: string | null }> {
      // A guest's order is reached by a mailed link: its token goes out once, in the
      // confirmation mail; only its SHA-256 is kept (decision 0056).
      const guest = paid.userId === null ? newGuestOrderToken() : null;
      const placed = await repo.insertOrder(tx, {
        userId: paid.userId,
        guestEmail: paid.userId === null ? paid.guestEmail : null,
        guestTokenHash: guest?.hash ?? null,
        cartId: paid.cartId,
        checkoutSessionId: paid.sessionId,
        currency: paid.currency,
        subtotalCents: paid.subtotalCents,
        shippingCents: paid.shippingCents,
        discountCode: paid.discount?.code ?? null,
        discountCents: paid.discount?.cents ?? 0,
        totalCents: paid.totalCents,
        paymentProvider: paid.provider,
        paymentReference: paid.paymentReference,
        contactName: paid.contact.name,
        contactEmail: paid.contact.email,
        contactPhone: paid.contact.phone,
        shippingAddress: paid.shippingAddress,
        shippingOptionId: paid.shipping.optionId,
        shippingOptionName: paid.shipping.name,
        shippingEstimate: paid.shipping.estimate,
      });
      if (!placed) {
        const existing = await repo.findOrderOfSession(tx, paid.sessionId);
        if (!existing) throw new Error('An order conflicted on its session but was not found.');
        return { orderId: existing.id, number: existing.number, isNew: false, guestToken: null };
      }
      const orderId = placed.id;
      // A product deleted since the checkout keeps its snapshot; the link to it is gone. The
      // brand that sells a product now is the one that sold the line (its merchant sees it).
      const stillThere = await stock.existing(tx, [
        ...new Set(paid.lines.map((line) => line.productId)),
      ]);
      await repo.insertItems(
        tx,
        paid.lines.map((line) => ({
          orderId,
          productId: stillThere.has(line.productId) ? line.productId : null,
          brandId: stillThere.get(line.productId) ?? null,
          productName: line.name,
          productSlug: line.slug,
          productImageKey: line.imageKey,
          productPriceCents: line.priceCents,
          size: line.size,
          quantity: line.quantity,
          // The measurements copied at checkout: later profile edits change no past order.
          madeToMeasure: line.madeToMeasure ?? null,
          purchasePriceCents: line.priceCents,
          // What was paid for the item: its part of the discount off (decision 0054), so its
          // merchant's sales, the overview and its refunds count what the shopper paid.
          discountCents: line.discountCents ?? 0,
          totalPriceCents: linePaidCents(line),
          status: 'Not processed' as const,
        })),
      );
      return { orderId, number: placed.number, isNew: true, guestToken: guest?.token ?? null };
    },

    orderIdOfSession: (db: DbOrTx, sessionId: string) => repo.findOrderIdOfSession(db, sessionId),

    /** The order of a session with its number (a guest's return shows it), or null. */
    orderOfSession: (db: DbOrTx, sessionId: string) => repo.findOrderOfSession(db, sessionId),

    /**
     * After the commit of a new order: the confirmation mail to the shopper, then (read back
     * from the order, in the background) each selling merchant's "new sale" mail. Mails go
     * through the outbox; a failure is logged, never thrown at the payment's caller.
     */
    mailConfirmation(order: OrderConfirmation): void {
      confirm(order);
      mailSales(order.orderId).catch((error: unknown) => {
        deps.logger.error({ err: error, orderId: order.orderId }, 'new sale mails failed');
      });
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
