import type { DbOrTx } from '../../db/client';
import * as repo from './product-stock.repository';

export interface StockQuantity {
  productId: string;
  quantity: number;
}

/** The first product a take found short, with its name when it still exists. */
export interface StockShortfall {
  productId: string;
  name: string | null;
}

/** Sums the quantities per product, in product-id order (the order every stock writer locks in). */
export function quantitiesByProduct(lines: readonly StockQuantity[]): StockQuantity[] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  }
  // A fixed order: two writers locking the same products never wait on each other in a cycle.
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * The one writer of `products.inventory`. Every method runs in the caller's transaction: stock
 * moves together with the reservation or order item that accounts for it, and whether a give-back
 * happens once is decided by that caller's conditional update (a released reservation, a
 * cancelled item), before it asks for the units back.
 */
export function createProductStockService() {
  const read = (db: DbOrTx, productId: string) => repo.stockOf(db, productId);
  return {
    /**
     * Takes every quantity, or stops at the first product short: the caller's transaction (or
     * savepoint) must then roll back what was taken before it.
     */
    async take(tx: DbOrTx, lines: readonly StockQuantity[]): Promise<StockShortfall | null> {
      for (const { productId, quantity } of quantitiesByProduct(lines)) {
        if (!(await repo.takeStock(tx, productId, quantity))) {
          const product = await read(tx, productId);
          return { productId, name: product?.name ?? null };
        }
      }
      return null;
    },

    /** Puts units back; a product deleted meanwhile is skipped. */
    async giveBack(tx: DbOrTx, lines: readonly StockQuantity[]): Promise<void> {
      for (const { productId, quantity } of quantitiesByProduct(lines)) {
        await repo.giveStock(tx, productId, quantity);
      }
    },

    /** A product's name and units in stock; null when it is gone. */
    read,

    /**
     * Which of these products still exist, each with the brand it belongs to now: an order keeps
     * a link only to those, and records the brand that sold each line.
     */
    existing: (db: DbOrTx, productIds: readonly string[]) => repo.brandsOfProducts(db, productIds),
  };
}
export type ProductStockService = ReturnType<typeof createProductStockService>;
