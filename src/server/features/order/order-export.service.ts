import { paymentMethodOf } from '#shared/order/order-payment';
import { parseOrderNumber } from '#shared/order/order-number';
import type { OrderExportQuery } from '#shared/order/order-read.schemas';

import type { Db } from '../../db/client';
import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import {
  csvDate,
  csvMoney,
  EXPORT_BATCH_SIZE,
  exportFence,
  keysetBatches,
  noRows,
  type CsvExport,
  type CsvRow,
} from '../../kernel/csv-export';
import * as exportRepo from './order-export.repository';
import { itemsOfOrders, type OrderFilter } from './order-read.repository';
import { sellerBrandFinder } from './order-read.service';
import { orderShippingAddress } from './order.presenter';
import type { OrderItemRow, OrderRow } from './order.table';

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

  function orderRow(order: OrderRow, items: readonly OrderItemRow[], isSale: boolean): CsvRow {
    const itemsCents = items.reduce((sum, item) => sum + item.totalPriceCents, 0);
    const address = orderShippingAddress(order);
    const statuses = [...new Set(items.map((item) => item.status))];
    return [
      order.number,
      csvDate(order.created),
      order.contactName,
      isSale ? null : order.contactEmail,
      address?.phone ?? order.contactPhone,
      address?.city ?? null,
      address?.country ?? null,
      order.shippingOptionName,
      items.reduce((sum, item) => sum + item.quantity, 0),
      csvMoney(isSale ? itemsCents : order.subtotalCents),
      csvMoney(isSale ? 0 : order.shippingCents),
      csvMoney(isSale ? itemsCents : order.totalCents),
      paymentMethodOf(order.paymentProvider),
      statuses.join(' | '),
    ];
  }

  function itemRow(row: exportRepo.ExportItemRow, isSale: boolean): CsvRow {
    const { item, order } = row;
    const address = orderShippingAddress(order);
    return [
      order.number,
      csvDate(order.created),
      order.contactName,
      isSale ? null : order.contactEmail,
      item.productName,
      row.sku,
      row.brand,
      item.size,
      item.quantity,
      csvMoney(item.purchasePriceCents),
      csvMoney(item.totalPriceCents),
      item.status,
      item.carrier,
      item.trackingNumber,
      address?.name ?? order.contactName,
      address?.phone ?? order.contactPhone,
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
      if (!seen) return { name: 'orders', header, total: 0, rows: noRows() };
      const { scope, filter } = seen;
      const isSale = scope.brandId !== undefined;
      const total = await exportRepo.countExportOrders(db, scope, filter);
      async function* rows(): AsyncGenerator<CsvRow> {
        const batches = keysetBatches(
          async (after, limit) => {
            const batch = await exportRepo.exportOrdersAfter(db, scope, filter, after, limit);
            // One query for the items of the whole batch, not one per order.
            const items = await itemsOfOrders(
              db,
              batch.map((order) => order.id),
              scope.brandId,
            );
            const byOrder = new Map<string, OrderItemRow[]>();
            for (const item of items) {
              byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
            }
            return batch.map((order) => ({ order, items: byOrder.get(order.id) ?? [] }));
          },
          (row) => row.order.id,
          batchSize,
        );
        for await (const { order, items } of batches) yield orderRow(order, items, isSale);
      }
      return { name: 'orders', header, total, rows: rows() };
    },

    /** GET /api/order/items/export: one row per order item. */
    async items(
      actor: Actor | null,
      query: Partial<OrderExportQuery>,
      batchSize: number = EXPORT_BATCH_SIZE,
    ): Promise<CsvExport> {
      const seen = await scopeOf(actor, query);
      const header = [...ORDER_ITEM_CSV_HEADER];
      if (!seen) return { name: 'order-items', header, total: 0, rows: noRows() };
      const { scope, filter } = seen;
      const isSale = scope.brandId !== undefined;
      const total = await exportRepo.countExportItems(db, scope, filter);
      async function* rows(): AsyncGenerator<CsvRow> {
        const batches = keysetBatches(
          (after, limit) => exportRepo.exportItemsAfter(db, scope, filter, after, limit),
          (row) => row.item.id,
          batchSize,
        );
        for await (const row of batches) yield itemRow(row, isSale);
      }
      return { name: 'order-items', header, total, rows: rows() };
    },
  };
}
export type OrderExportService = ReturnType<typeof createOrderExportService>;
