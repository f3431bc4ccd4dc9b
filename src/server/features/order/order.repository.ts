import { eq, inArray } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import type { CheckoutSessionRow } from '../checkout/checkout.table';
import { products } from '../product/product.table';
import { orderItems, orderItemStatusHistory, orders } from './order.table';

export async function findOrderIdOfSession(
  db: DbOrTx,
  checkoutSessionId: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutSessionId, checkoutSessionId))
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * The order of a paid session, its items (snapshots of the products as bought) and their first
 * status. The unique checkout session makes a second insert for the same payment a no-op: the
 * existing order's id comes back with isNew false.
 */
export async function insertOrderOfSession(
  db: DbOrTx,
  session: CheckoutSessionRow,
  paymentReference: string | null,
): Promise<{ orderId: string; isNew: boolean }> {
  const inserted = await db
    .insert(orders)
    .values({
      userId: session.userId,
      cartId: session.cartId,
      checkoutSessionId: session.id,
      currency: session.currency,
      totalCents: session.subtotalCents,
      totalTaxCents: session.shippingCents,
      totalWithTaxCents: session.totalCents,
      paymentProvider: session.provider,
      paymentReference,
      contactName: session.contactName,
      contactEmail: session.contactEmail,
      contactPhone: session.contactPhone,
      shippingAddress: session.shippingAddress,
    })
    .onConflictDoNothing({ target: orders.checkoutSessionId })
    .returning({ id: orders.id });
  const created = inserted[0];
  if (!created) {
    const existing = await findOrderIdOfSession(db, session.id);
    if (!existing) throw new Error('An order conflicted on its session but was not found.');
    return { orderId: existing, isNew: false };
  }
  // A product deleted since the checkout keeps its snapshot; the link to it is gone.
  const stillThere = new Set(
    (
      await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...new Set(session.items.map((line) => line.productId))]))
    ).map((row) => row.id),
  );
  const items = await db
    .insert(orderItems)
    .values(
      session.items.map((line) => ({
        orderId: created.id,
        productId: stillThere.has(line.productId) ? line.productId : null,
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
    )
    .returning({ id: orderItems.id });
  await db
    .insert(orderItemStatusHistory)
    .values(items.map((item) => ({ orderItemId: item.id, status: 'Not processed' as const })));
  return { orderId: created.id, isNew: true };
}
