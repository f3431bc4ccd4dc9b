import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  lt,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';

import type { StoredShippingAddress } from '#shared/checkout/shipping-address';
import type { PaymentProviderName } from '#shared/checkout/checkout.constants';
import type { OrderItemStatus } from '#shared/common/constants';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { products } from '../product/product.table';
import { itemInStatus, orderFilter, type OrderFilter } from './order-read.repository';
import { orderItems, orders } from './order.table';

/*
 * The CSV exports' reads (decision 0046): the rows of the dashboard's filters, a batch at a time
 * in id order after the last id read (the primary key's index), up to the export's fence. Each
 * batch reads only the columns the files write, and dates already as the files write them: at
 * 100,000 orders, whole rows and their Date objects were most of an export's time.
 */

/** A moment as the files write it, "2026-11-27 09:05" in UTC, as csvDate does in JS. */
function csvDateOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`;
}

/** Whose orders: the whole store (no brand), or the orders holding one brand's items. */
export interface ExportScope {
  brandId?: string;
  /** No row at or past this id (an id made when the export started). */
  fence: string;
}

function ordersWhere(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
  after: string | null = null,
): SQL | undefined {
  // A brand's orders after the last one read: the brand's index from there on
  // (order_items_brand_idx is brand, then order), not from its first item each batch.
  const sold = scope.brandId
    ? inArray(
        orders.id,
        db
          .select({ orderId: orderItems.orderId })
          .from(orderItems)
          .where(
            and(
              eq(orderItems.brandId, scope.brandId),
              after ? gt(orderItems.orderId, after) : undefined,
              lt(orderItems.orderId, scope.fence),
            ),
          ),
      )
    : undefined;
  return and(
    lt(orders.id, scope.fence),
    after ? gt(orders.id, after) : undefined,
    sold,
    orderFilter(db, filter, scope.brandId),
  );
}

export async function countExportOrders(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(orders)
    .where(ordersWhere(db, scope, filter));
  return rows[0]?.total ?? 0;
}

/** What the orders file reads of an order, with the sums of its items (the scope's only). */
export interface ExportOrderRow {
  id: string;
  number: string;
  created: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  shippingAddress: StoredShippingAddress | null;
  shippingOptionName: string | null;
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  paymentProvider: PaymentProviderName;
  /**
   * Units of its items, what was paid for them, their share of the discount, and their statuses
   * in item order (repeats kept).
   */
  units: number | null;
  itemsCents: number | null;
  itemsDiscountCents: number | null;
  statuses: OrderItemStatus[] | null;
}

/**
 * The next batch of orders after `after`, oldest first, each with its items' sums, in one query
 * (the query, to run or explain): per order, its items are read by order_items_order_idx.
 */
export function exportOrdersAfter(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
  after: string | null,
  limit: number,
): Promise<ExportOrderRow[]> & SQLWrapper {
  const sums = db
    .select({
      units: sql<number | null>`sum(${orderItems.quantity})::int`.as('units'),
      itemsCents: sql<number | null>`sum(${orderItems.totalPriceCents})::int`.as('items_cents'),
      itemsDiscountCents: sql<number | null>`sum(${orderItems.discountCents})::int`.as(
        'items_discount_cents',
      ),
      statuses: sql<
        OrderItemStatus[] | null
      >`array_agg(${orderItems.status} order by ${orderItems.id})`.as('statuses'),
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orders.id),
        scope.brandId ? eq(orderItems.brandId, scope.brandId) : undefined,
      ),
    )
    .as('sums');
  return db
    .select({
      id: orders.id,
      number: orders.number,
      created: csvDateOf(orders.created),
      contactName: orders.contactName,
      contactEmail: orders.contactEmail,
      contactPhone: orders.contactPhone,
      shippingAddress: orders.shippingAddress,
      shippingOptionName: orders.shippingOptionName,
      subtotalCents: orders.subtotalCents,
      discountCode: orders.discountCode,
      discountCents: orders.discountCents,
      shippingCents: orders.shippingCents,
      totalCents: orders.totalCents,
      paymentProvider: orders.paymentProvider,
      units: sums.units,
      itemsCents: sums.itemsCents,
      itemsDiscountCents: sums.itemsDiscountCents,
      statuses: sums.statuses,
    })
    .from(orders)
    .leftJoinLateral(sums, sql`true`)
    .where(ordersWhere(db, scope, filter, after))
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** What the items file reads of an item, its order, its product's sku and its brand's name. */
export interface ExportItemRow {
  id: string;
  number: string;
  created: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  shippingAddress: StoredShippingAddress | null;
  productName: string;
  sku: string | null;
  brand: string | null;
  size: string;
  quantity: number;
  purchasePriceCents: number;
  /** The item's share of its order's discount (decision 0054). */
  discountCents: number;
  totalPriceCents: number;
  status: OrderItemStatus;
  carrier: string | null;
  trackingNumber: string | null;
}

/**
 * The items file's rows: items of the orders the filters find (number or customer, days), the
 * item itself in the status asked for and of the brand asked for (a merchant: its own).
 */
function itemsWhere(db: DbOrTx, scope: ExportScope, filter: OrderFilter): SQL | undefined {
  const brandId = scope.brandId ?? filter.brandId;
  return and(
    lt(orderItems.id, scope.fence),
    brandId ? eq(orderItems.brandId, brandId) : undefined,
    filter.status ? itemInStatus(filter.status) : undefined,
    orderFilter(db, { ...filter, status: undefined, brandId: undefined }),
  );
}

export async function countExportItems(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(itemsWhere(db, scope, filter));
  return rows[0]?.total ?? 0;
}

/** The next batch of items after `after`, oldest first, with their orders, in one query. */
export function exportItemsAfter(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
  after: string | null,
  limit: number,
): Promise<ExportItemRow[]> & SQLWrapper {
  return db
    .select({
      id: orderItems.id,
      number: orders.number,
      created: csvDateOf(orders.created),
      contactName: orders.contactName,
      contactEmail: orders.contactEmail,
      contactPhone: orders.contactPhone,
      shippingAddress: orders.shippingAddress,
      productName: orderItems.productName,
      sku: sql<string | null>`${products.sku}`,
      brand: sql<string | null>`${brands.name}`,
      size: orderItems.size,
      quantity: orderItems.quantity,
      purchasePriceCents: orderItems.purchasePriceCents,
      discountCents: orderItems.discountCents,
      totalPriceCents: orderItems.totalPriceCents,
      status: orderItems.status,
      carrier: orderItems.carrier,
      trackingNumber: orderItems.trackingNumber,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(brands, eq(brands.id, orderItems.brandId))
    .where(and(itemsWhere(db, scope, filter), after ? gt(orderItems.id, after) : undefined))
    .orderBy(asc(orderItems.id))
    .limit(limit);
}
