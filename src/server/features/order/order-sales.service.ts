import type { Db } from '../../db/client';
import * as repo from './order-sales.repository';

export type { SalesDayRow, SalesScope, TopRow } from './order-sales.repository';

/**
 * The store's sales as SQL aggregates over the order items (decision 0043), for the dashboard's
 * overview: per UTC day, the top products and brands, and the items still to ship. The caller
 * decides the scope (the whole store, or one brand) after checking who asks.
 */
export function createOrderSalesService({ db }: { db: Db }) {
  return {
    perDay: (scope: repo.SalesScope, from: Date, to: Date) => repo.salesPerDay(db, scope, from, to),
    topProducts: (scope: repo.SalesScope, from: Date, to: Date, limit: number) =>
      repo.topProducts(db, scope, from, to, limit),
    topBrands: (from: Date, to: Date, limit: number) => repo.topBrands(db, from, to, limit),
    itemsToShip: (scope: repo.SalesScope) => repo.countItemsToShip(db, scope),
  };
}
export type OrderSalesService = ReturnType<typeof createOrderSalesService>;
