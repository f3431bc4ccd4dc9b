import { paymentMethodOf } from '#shared/order/order-payment';
import { parseOrderNumber } from '#shared/order/order-number';
import type { OrderExportQuery } from '#shared/order/order-read.schemas';

import type { Db } from '../../db/client';
import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import { presentShippingAddress } from '#shared/checkout/shipping-address';

import {
  csvMoney,
  EXPORT_BATCH_SIZE,
  exportFence,
  keysetBatches,
  mapBatches,
  noRows,
  type CsvExport,
  type CsvRow,
} from '../../kernel/csv-export';
import * as exportRepo from './order-export.repository';
import type { OrderFilter } from './order-read.repository';
import { sellerBrandFinder } from './order-read.service';

export const ORDER_CSV_HEADER = [
  'Order',
  'Date (UTC)',
  'Customer',
  'Email',
  'Phone',
  'City',
  'Country',
  'Shipping option',
  'Items',
  'Subtotal',
  'Discount code',
  'Discount',
  'Shipping',
  'Total',
  'Payment',
  'Item statuses',
] as const;

export const ORDER_ITEM_CSV_HEADER = [
  'Order',
  'Date (UTC)',
  'Customer',
  'Email',
  'Product',
  'SKU',
  'Brand',
  'Size',
  'Quantity',
  'Unit price',
  'Discount',
  'Line total',
  'Status',
  'Carrier',
  'Tracking number',
  'Ship to',
  'Phone',
  'Address',
  'City',
  'State',
  'Zip code',
  'Country',
] as const;

/**
 * The orders and order items files of the dashboard (issue 25 §3, decision 0046), for the
 * filters of GET /api/order. An admin exports the store's; a merchant the orders holding its
 * brand's items with only those items and their money (no shipping, which the store charged),
 * and, as in its order screens, never the shopper's email (decision 0037's seller view).
 */
export function createOrderExportService({
  db,
  brandOfMerchant,
}: {
  db: Db;
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
}) {
  const sellerBrandOf = sellerBrandFinder(brandOfMerchant);

  /** Who sees what: the whole store, one brand's sales, or nothing (a merchant without one). */
  async function scopeOf(
    actor: Actor | null,
    query: Partial<OrderExportQuery>,
  ): Promise<{ scope: exportRepo.ExportScope; filter: OrderFilter } | null> {
    const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
    const filter: OrderFilter = {
      number: query.q ? (parseOrderNumber(query.q) ?? undefined) : undefined,
      customer: query.q,
      status: query.status,
      from: query.from,
      to: query.to,
    };
    const fence = exportFence();
    // An admin may narrow to a brand; a merchant's `brand` is ignored (decision 0044).
    if (isAdmin(signedIn)) return { scope: { fence }, filter: { ...filter, brandId: query.brand } };
    const brandId = await sellerBrandOf(signedIn);
    return brandId ? { scope: { fence, brandId }, filter } : null;
  }

  /** Where an order goes, as its screens show it (the contact's name and phone by default). */
  function addressOf(order: exportRepo.ExportOrderRow | exportRepo.ExportItemRow) {
    return presentShippingAddress(order.shippingAddress, {
      name: order.contactName,
      phone: order.contactPhone,
    });
  }

  function orderRow(order: exportRepo.ExportOrderRow, isSale: boolean): CsvRow {
    // Subtotal less discount plus shipping is the total, for the store and for a brand's share.
    const itemsCents = order.itemsCents ?? 0;
    const itemsDiscountCents = order.itemsDiscountCents ?? 0;
    const address = addressOf(order);
    // Each status once, in the order of the items that have it.
    const statuses = [...new Set(order.statuses ?? [])];
    return [
      order.number,
      order.created,
      order.contactName,
      isSale ? null : order.contactEmail,
      address?.phone ?? order.contactPhone,
      address?.city ?? null,
      address?.country ?? null,
      order.shippingOptionName,
      order.units ?? 0,
      csvMoney(isSale ? itemsCents + itemsDiscountCents : order.subtotalCents),
      isSale && itemsDiscountCents === 0 ? null : order.discountCode,
      csvMoney(isSale ? itemsDiscountCents : order.discountCents),
      csvMoney(isSale ? 0 : order.shippingCents),
      csvMoney(isSale ? itemsCents : order.totalCents),
      paymentMethodOf(order.paymentProvider),
      statuses.join(' | '),
    ];
  }

  function itemRow(item: exportRepo.ExportItemRow, isSale: boolean): CsvRow {
    const address = addressOf(item);
    return [
      item.number,
      item.created,
      item.contactName,
      isSale ? null : item.contactEmail,
      item.productName,
      item.sku,
      item.brand,
      item.size,
      item.quantity,
      csvMoney(item.purchasePriceCents),
      csvMoney(item.discountCents),
      csvMoney(item.totalPriceCents),
      item.status,
      item.carrier,
      item.trackingNumber,
      address?.name ?? item.contactName,
      address?.phone ?? item.contactPhone,
      address?.address ?? null,
      address?.city ?? null,
      address?.state ?? null,
      address?.zipCode ?? null,
      address?.country ?? null,
    ];
  }

  return {
    /** GET /api/order/export: one row per order. */
    async orders(
      actor: Actor | null,
      query: Partial<OrderExportQuery>,
      batchSize: number = EXPORT_BATCH_SIZE,
    ): Promise<CsvExport> {
      const seen = await scopeOf(actor, query);
      const header = [...ORDER_CSV_HEADER];
      if (!seen) return { name: 'orders', header, total: 0, batches: noRows() };
      const { scope, filter } = seen;
      const isSale = scope.brandId !== undefined;
      const total = await exportRepo.countExportOrders(db, scope, filter);
      // One query per batch: the orders with their items' sums.
      const batches = keysetBatches(
        (after, limit) => exportRepo.exportOrdersAfter(db, scope, filter, after, limit),
        (order) => order.id,
        batchSize,
      );
      return {
        name: 'orders',
        header,
        total,
        batches: mapBatches(batches, (order) => orderRow(order, isSale)),
      };
    },

    /** GET /api/order/items/export: one row per order item. */
    async items(
      actor: Actor | null,
      query: Partial<OrderExportQuery>,
      batchSize: number = EXPORT_BATCH_SIZE,
    ): Promise<CsvExport> {
      const seen = await scopeOf(actor, query);
      const header = [...ORDER_ITEM_CSV_HEADER];
      if (!seen) return { name: 'order-items', header, total: 0, batches: noRows() };
      const { scope, filter } = seen;
      const isSale = scope.brandId !== undefined;
      const total = await exportRepo.countExportItems(db, scope, filter);
      const batches = keysetBatches(
        (after, limit) => exportRepo.exportItemsAfter(db, scope, filter, after, limit),
        (item) => item.id,
        batchSize,
      );
      return {
        name: 'order-items',
        header,
        total,
        batches: mapBatches(batches, (item) => itemRow(item, isSale)),
      };
    },
  };
}
export type OrderExportService = ReturnType<typeof createOrderExportService>;
