import type { PaymentProviderName } from '#shared/checkout/checkout.constants';
import type { OrderLine } from '#shared/order/order-line';

import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { ProductStockService } from '../product/product-stock.service';
import { createOrderNotifier, type OrderConfirmation } from './order.mail';
import * as repo from './order.repository';
import type { OrderRow } from './order.table';

/**
 * A paid checkout session, in order's words: whoever took the payment (checkout today) fills it
 * in, so order needs to know nothing of how a payment happens.
 */
export interface PaidSession extends Omit<OrderConfirmation, 'orderId'> {
  sessionId: string;
  userId: string;
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

/** Placing orders: the order of a paid session, made once, and its confirmation mail. */
export function createOrderService(deps: {
  stock: ProductStockService;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { stock } = deps;
  return {
    /**
     * The order of a paid session, its items (snapshots of the products as bought) and their
     * first status, in the caller's transaction. A second call for the same session changes
     * nothing and answers the existing order with isNew false.
     */
    async placeFromPaidSession(
      tx: DbOrTx,
      paid: PaidSession,
    ): Promise<{ orderId: string; isNew: boolean }> {
      const orderId = await repo.insertOrder(tx, {
        userId: paid.userId,
        cartId: paid.cartId,
        checkoutSessionId: paid.sessionId,
        currency: paid.currency,
        subtotalCents: paid.subtotalCents,
        shippingCents: paid.shippingCents,
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
      if (!orderId) {
        const existing = await repo.findOrderIdOfSession(tx, paid.sessionId);
        if (!existing) throw new Error('An order conflicted on its session but was not found.');
        return { orderId: existing, isNew: false };
      }
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
          purchasePriceCents: line.priceCents,
          totalPriceCents: line.priceCents * line.quantity,
          status: 'Not processed' as const,
        })),
      );
      return { orderId, isNew: true };
    },

    orderIdOfSession: (db: DbOrTx, sessionId: string) => repo.findOrderIdOfSession(db, sessionId),

    /** The confirmation mail, after the commit (it goes through the outbox, never throws far). */
    mailConfirmation: createOrderNotifier({ mailer: deps.mailer, publicUrl: deps.publicUrl }),
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
