import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';
import { inSizeOrder, offeredSizes, type SizeQuantity } from '#shared/product/size-stock';

import type { DbOrTx } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import * as repo from './product-stock.repository';

/**
 * Units of one product in one size. `size` is null only on lines recorded before stock was kept
 * per size (decision 0039): they move the shared stock, and nothing of a product kept per size.
 */
export interface StockLine {
  productId: string;
  size: ProductSize | null;
  quantity: number;
}

/** The first product a take found short, with its name when it still exists. */
export interface StockShortfall {
  productId: string;
  name: string | null;
  /** The size that was short, for a product kept per size. */
  size: ProductSize | null;
}

/** A size whose stock went from 0 to more; size null = a shared stock (every size). */
export interface RestockedSize {
  productId: string;
  size: ProductSize | null;
}
export interface RestockListener {
  /** Called inside the transaction that raised the stock. */
  restocked(tx: DbOrTx, items: readonly RestockedSize[]): Promise<void>;
}

/** A product's stock before and after an adjustment, per size (size null: the shared stock). */
export interface StockAdjustment {
  name: string;
  before: Array<{ size: ProductSize | null; quantity: number }>;
  after: Array<{ size: ProductSize | null; quantity: number }>;
  restocked: RestockedSize[];
}

/** A listener that does nothing (tests and tools that send no back-in-stock mail). */
export const IGNORE_RESTOCKS: RestockListener = { restocked: () => Promise.resolve() };

const sizeRank = (size: ProductSize | null) => (size === null ? -1 : PRODUCT_SIZES.indexOf(size));

/**
 * Sums the quantities per product and size, in product-id order and then size order: the order
 * every stock writer locks in (the product's row, then its sizes' rows), so two writers of the
 * same products never wait on each other in a cycle.
 */
export function stockLinesInOrder(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.productId}|${line.size ?? ''}`;
    const seen = totals.get(key);
    if (seen) seen.quantity += line.quantity;
    else totals.set(key, { ...line });
  }
  return [...totals.values()].sort((a, b) =>
    a.productId < b.productId
      ? -1
      : a.productId > b.productId
        ? 1
        : sizeRank(a.size) - sizeRank(b.size),
  );
}

/** The ordered lines grouped by product, with each product's total. */
function byProduct(lines: readonly StockLine[]) {
  const groups: Array<{ productId: string; total: number; sizes: StockLine[] }> = [];
  for (const line of stockLinesInOrder(lines)) {
    const last = groups.at(-1);
    if (last?.productId === line.productId) {
      last.total += line.quantity;
      last.sizes.push(line);
    } else groups.push({ productId: line.productId, total: line.quantity, sizes: [line] });
  }
  return groups;
}

/** What a product's stock is to become: one shared number, or a quantity per size. */
export interface StockLevels {
  /** The sizes the product offers once the change is made (none: every size). */
  sizes: readonly ProductSize[];
  /** The spec's quantity: the shared stock, or, per size, what the sizes must add up to. */
  quantity: number;
  /** Per size (empty: back to one shared stock); left out: the product keeps its way. */
  sizeStock?: readonly SizeQuantity[];
}

/**
 * What `set` makes of a product's stock, or why it refuses (on which form field): the rule the
 * product screens and the CSV import (which shows it before anything is written) share.
 */
export function plannedStock(
  oldRows: readonly SizeQuantity[],
  levels: StockLevels,
):
  { rows: SizeQuantity[]; total: number } | { refused: 'quantity' | 'sizeStock'; message: string } {
  const offered = offeredSizes(levels.sizes);
  let rows: SizeQuantity[];
  if (levels.sizeStock === undefined && oldRows.length === 0) rows = [];
  else if (levels.sizeStock === undefined) {
    rows = offered.map((size) => ({
      size,
      quantity: oldRows.find((row) => row.size === size)?.quantity ?? 0,
    }));
    const sum = rows.reduce((total, row) => total + row.quantity, 0);
    const [only] = rows;
    if (rows.length === 1 && only) only.quantity = levels.quantity;
    else if (sum !== levels.quantity) return { refused: 'quantity', message: M.sizeStockRequired };
  } else if (levels.sizeStock.length === 0) rows = [];
  else {
    const given = levels.sizeStock;
    if (given.some((entry) => !offered.includes(entry.size))) {
      return { refused: 'sizeStock', message: M.sizeStockInvalid };
    }
    rows = offered.map((size) => ({
      size,
      quantity: given.find((entry) => entry.size === size)?.quantity ?? 0,
    }));
  }
  const total =
    rows.length > 0 ? rows.reduce((sum, row) => sum + row.quantity, 0) : levels.quantity;
  return { rows, total };
}

/**
 * The one writer of `products.inventory` and `product_size_stock`. Every method runs in the
 * caller's transaction: stock moves together with the reservation or order item that accounts
 * for it, and whether a give-back happens once is decided by that caller's conditional update
 * (a released reservation, a cancelled item), before it asks for the units back. A product kept
 * per size moves its size's row and its total together; every stock that goes from 0 to more
 * is told to the restock listener in the same transaction.
 */
export function createProductStockService(deps: { restock?: RestockListener } = {}) {
  const restock = deps.restock ?? IGNORE_RESTOCKS;
  const read = (db: DbOrTx, productId: string) => repo.stockOf(db, productId);
  const tell = async (tx: DbOrTx, items: RestockedSize[]) => {
    if (items.length > 0) await restock.restocked(tx, items);
    return items;
  };

  const service = {
    /**
     * Takes every quantity, or stops at the first product (or size) short: the caller's
     * transaction (or savepoint) must then roll back what was taken before it.
     */
    async take(tx: DbOrTx, lines: readonly StockLine[]): Promise<StockShortfall | null> {
      const short = async (productId: string, size: ProductSize | null) => ({
        productId,
        name: (await read(tx, productId))?.name ?? null,
        size,
      });
      for (const { productId, total, sizes } of byProduct(lines)) {
        // The total first: it holds the product's row for the sizes' updates.
        if (!(await repo.takeStock(tx, productId, total))) {
          const rows = (await repo.sizeStockOf(tx, [productId])).get(productId);
          const shortSize = rows?.length
            ? sizes.find(
                (line) =>
                  (rows.find((row) => row.size === line.size)?.quantity ?? 0) < line.quantity,
              )?.size
            : null;
          return short(productId, shortSize ?? null);
        }
        if (!(await repo.sizeStockOf(tx, [productId])).has(productId)) continue;
        for (const { size, quantity } of sizes) {
          if (size === null || !(await repo.takeSizeStock(tx, productId, size, quantity))) {
            return short(productId, size);
          }
        }
      }
      return null;
    },

    /**
     * Puts units back; a product deleted meanwhile is skipped, and so are units of a size that
     * a product kept per size no longer offers (its merchant counts that stock anew).
     */
    async giveBack(tx: DbOrTx, lines: readonly StockLine[]): Promise<RestockedSize[]> {
      const restocked: RestockedSize[] = [];
      for (const { productId, total, sizes } of byProduct(lines)) {
        const after = await repo.giveStock(tx, productId, total);
        if (after === null) continue;
        if (!(await repo.sizeStockOf(tx, [productId])).has(productId)) {
          if (after === total && total > 0) restocked.push({ productId, size: null });
          continue;
        }
        let notKept = 0;
        for (const { size, quantity } of sizes) {
          const sizeAfter =
            size === null ? null : await repo.giveSizeStock(tx, productId, size, quantity);
          if (sizeAfter === null) notKept += quantity;
          else if (sizeAfter === quantity && quantity > 0) restocked.push({ productId, size });
        }
        if (notKept > 0) await repo.giveStock(tx, productId, -notKept);
      }
      return tell(tx, restocked);
    },

    /**
     * Sets a product's stock from the product screens (add and update), holding its row. Per
     * size: a row for every size it offers (sizes left out have none in stock) and the total
     * their sum. Only a quantity for a product kept per size: accepted when it is the sum as it
     * stands (the spec's screens send it back unchanged) or the product has one size (it is
     * that size's stock); otherwise refused, on the form's fields under `prefix`.
     */
    async set(
      tx: DbOrTx,
      productId: string,
      levels: StockLevels,
      prefix = '',
    ): Promise<RestockedSize[]> {
      const before = await repo.lockStock(tx, productId);
      if (before === null) return [];
      const oldRows = (await repo.sizeStockOf(tx, [productId])).get(productId) ?? [];
      const offered = offeredSizes(levels.sizes);
      const planned = plannedStock(oldRows, levels);
      if ('refused' in planned) {
        throw AppError.validation(planned.message, `${prefix}${planned.refused}`);
      }
      const { rows, total } = planned;
      await repo.setStock(tx, productId, total);
      await repo.replaceSizeStock(tx, productId, rows);

      // What each size could be sold from before and after.
      if (rows.length === 0 && oldRows.length === 0) {
        return tell(tx, before === 0 && total > 0 ? [{ productId, size: null }] : []);
      }
      const wasInSize = (size: ProductSize) =>
        oldRows.length === 0 ? before : (oldRows.find((row) => row.size === size)?.quantity ?? 0);
      const isInSize = (size: ProductSize) =>
        rows.length === 0 ? total : (rows.find((row) => row.size === size)?.quantity ?? 0);
      return tell(
        tx,
        offered
          .filter((size) => wasInSize(size) === 0 && isInSize(size) > 0)
          .map((size) => ({ productId, size })),
      );
    },

    /**
     * Adds (or, negative, removes) units per size, holding the product's row while it reads and
     * writes (the bulk stock adjustment of the dashboard, decision 0044). A product kept per size
     * takes deltas of the sizes it offers; one keeping a shared stock, a delta of size null.
     * Refused (AppError, so the caller's transaction rolls back) when a size is not kept or a
     * stock would go below 0. Null when the product is gone.
     */
    async adjust(
      tx: DbOrTx,
      productId: string,
      deltas: ReadonlyArray<{ size: ProductSize | null; delta: number }>,
    ): Promise<StockAdjustment | null> {
      const stock = await repo.lockStock(tx, productId);
      if (stock === null) return null;
      const name = (await read(tx, productId))?.name ?? '';
      const oldRows = (await repo.sizeStockOf(tx, [productId])).get(productId) ?? [];
      const sizeLabel = (size: ProductSize | null) => size ?? 'all sizes';
      for (const { size } of deltas) {
        const kept = oldRows.length > 0 ? oldRows.some((row) => row.size === size) : size === null;
        if (!kept)
          throw AppError.validation(M.bulkStockSizeNotOffered(name, sizeLabel(size)), 'stock');
      }
      const deltaOf = (size: ProductSize | null) =>
        deltas.filter((entry) => entry.size === size).reduce((sum, entry) => sum + entry.delta, 0);
      if (oldRows.length === 0) {
        const after = stock + deltaOf(null);
        if (after < 0)
          throw AppError.validation(M.bulkStockBelowZero(name, sizeLabel(null)), 'stock');
        const restocked = await service.set(tx, productId, { sizes: [], quantity: after });
        return {
          name,
          before: [{ size: null, quantity: stock }],
          after: [{ size: null, quantity: after }],
          restocked,
        };
      }
      const rows = inSizeOrder(oldRows).map((row) => ({
        size: row.size,
        quantity: row.quantity + deltaOf(row.size),
      }));
      const below = rows.find((row) => row.quantity < 0);
      if (below) throw AppError.validation(M.bulkStockBelowZero(name, below.size), 'stock');
      const restocked = await service.set(tx, productId, {
        sizes: rows.map((row) => row.size),
        quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
        sizeStock: rows,
      });
      return { name, before: inSizeOrder(oldRows), after: rows, restocked };
    },

    /** A product's name and units in stock (the total); null when it is gone. */
    read,

    /** The stock per size of each product kept per size, in size order; one statement. */
    async sizeStock(db: DbOrTx, productIds: readonly string[]) {
      const found = await repo.sizeStockOf(db, productIds);
      for (const [id, rows] of found) found.set(id, inSizeOrder(rows));
      return found;
    },

    /**
     * Which of these products still exist, each with the brand it belongs to now: an order keeps
     * a link only to those, and records the brand that sold each line.
     */
    existing: (db: DbOrTx, productIds: readonly string[]) => repo.brandsOfProducts(db, productIds),
  };
  return service;
}
export type ProductStockService = ReturnType<typeof createProductStockService>;
