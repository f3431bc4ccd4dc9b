import { TO_SHIP_FILTER } from '#shared/common/constants';
import type {
  OverviewQuery,
  OverviewResponse,
  OverviewWaiting,
} from '#shared/overview/overview.schemas';
import type { LowStockResponse } from '#shared/product/product-admin.schemas';
import { DASHBOARD_SCREENS, MORE_PATHS } from '#shared/site/site-paths';

import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import type { OrderSalesService, SalesDayRow, SalesScope } from '../order/order-sales.service';
import { sellerBrandFinder } from '../order/order-read.service';
import { dayOf, daysOf, lastDayOf, periodsOf, type DayRange } from './overview.period';

/** How many top products and brands the overview lists; how many low-stock rows it shows. */
export const OVERVIEW_TOP = 5;
export const OVERVIEW_LOW_STOCK_ROWS = 8;

export interface OverviewDeps {
  /** The brand a merchant owns (the brand service's). */
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
  sales: OrderSalesService;
  /** The product feature's low-stock list for this caller (GET /api/product/low-stock). */
  lowStock: (actor: Actor) => Promise<LowStockResponse>;
  waitingApplications: () => Promise<number>;
  waitingReviews: () => Promise<number>;
  unreadChats: (userId: string) => Promise<number>;
  requestedReturns: (brandId: string | null) => Promise<number>;
  /** The clock (tests may fix it). */
  now?: () => Date;
}

interface Totals {
  cents: number;
  units: number;
  orders: number;
}

function totalsOf(rows: readonly SalesDayRow[], range: DayRange): Totals {
  const first = dayOf(range.from);
  const last = lastDayOf(range);
  return rows
    .filter((row) => row.day >= first && row.day <= last)
    .reduce(
      (sum, row) => ({
        cents: sum.cents + row.cents,
        units: sum.units + row.units,
        orders: sum.orders + row.orders,
      }),
      { cents: 0, units: 0, orders: 0 },
    );
}

/** The average order value in whole cents (half up); 0 without an order. */
const averageOf = (totals: Totals) =>
  totals.orders === 0 ? 0 : Math.round(totals.cents / totals.orders);

function figure(current: number, previous: number) {
  return {
    current,
    previous,
    change:
      previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10,
  };
}

/**
 * The dashboard's home (decision 0043): how the shop did in a period against the previous one
 * of the same length, its sales per UTC day, what sold best, what runs low and what waits. An
 * admin sees the whole store; a merchant only the items its brand sold and its own waiting work.
 * Every figure is an SQL aggregate of another feature, asked through that feature's service.
 */
export function createOverviewService(deps: OverviewDeps) {
  const sellerBrandOf = sellerBrandFinder(deps.brandOfMerchant);
  const now = deps.now ?? (() => new Date());

  async function waitingFor(actor: Actor, scope: SalesScope | null): Promise<OverviewWaiting[]> {
    const brandId = scope?.kind === 'brand' ? scope.brandId : null;
    const shared = async (): Promise<OverviewWaiting[]> => [
      {
        kind: 'itemsToShip',
        count: scope ? await deps.sales.itemsToShip(scope) : 0,
        path: `${DASHBOARD_SCREENS.customerOrders.path}?${new URLSearchParams({ status: TO_SHIP_FILTER })}`,
      },
      {
        kind: 'returnsToDecide',
        count: scope ? await deps.requestedReturns(brandId) : 0,
        path: DASHBOARD_SCREENS.returns.path,
      },
      {
        kind: 'unreadSupportChats',
        count: await deps.unreadChats(actor.id),
        path: MORE_PATHS.support.path,
      },
    ];
    if (!isAdmin(actor)) return shared();
    const [applications, reviews, rest] = await Promise.all([
      deps.waitingApplications(),
      deps.waitingReviews(),
      shared(),
    ]);
    return [
      { kind: 'merchantApplications', count: applications, path: DASHBOARD_SCREENS.merchant.path },
      { kind: 'reviewsToModerate', count: reviews, path: DASHBOARD_SCREENS.review.path },
      ...rest,
    ];
  }

  return {
    async overview(actorOrNull: Actor | null, query: OverviewQuery): Promise<OverviewResponse> {
      const actor = requireRole(actorOrNull, 'ROLE ADMIN', 'ROLE MERCHANT');
      const admin = isAdmin(actor);
      const brandId = admin ? null : await sellerBrandOf(actor);
      // A merchant without a brand has sold nothing: its figures are zeros, never the store's.
      const scope: SalesScope | null = admin
        ? { kind: 'store' }
        : brandId
          ? { kind: 'brand', brandId }
          : null;
      const { current, previous } = periodsOf(query, now());

      const [rows, topProducts, topBrands, lowStock, waiting] = await Promise.all([
        scope ? deps.sales.perDay(scope, previous.from, current.to) : Promise.resolve([]),
        scope
          ? deps.sales.topProducts(scope, current.from, current.to, OVERVIEW_TOP)
          : Promise.resolve([]),
        admin
          ? deps.sales.topBrands(current.from, current.to, OVERVIEW_TOP)
          : Promise.resolve(null),
        deps.lowStock(actor),
        waitingFor(actor, scope),
      ]);

      const now_ = totalsOf(rows, current);
      const before = totalsOf(rows, previous);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      return {
        scope: admin ? 'store' : 'brand',
        period: query.period,
        from: dayOf(current.from),
        to: lastDayOf(current),
        previousFrom: dayOf(previous.from),
        previousTo: lastDayOf(previous),
        figures: {
          salesCents: figure(now_.cents, before.cents),
          orders: figure(now_.orders, before.orders),
          averageOrderValueCents: figure(averageOf(now_), averageOf(before)),
          units: figure(now_.units, before.units),
        },
        days: daysOf(current).map((date) => ({
          date,
          salesCents: byDay.get(date)?.cents ?? 0,
          orders: byDay.get(date)?.orders ?? 0,
        })),
        topProducts: topProducts.map((row) => ({
          productId: row.id,
          name: row.name,
          units: row.units,
          salesCents: row.cents,
        })),
        topBrands:
          topBrands?.map((row) => ({
            brandId: row.id,
            name: row.name,
            units: row.units,
            salesCents: row.cents,
          })) ?? null,
        lowStock: {
          threshold: lowStock.threshold,
          count: lowStock.items.length,
          items: lowStock.items.slice(0, OVERVIEW_LOW_STOCK_ROWS).map((item) => ({
            productId: item._id,
            name: item.name,
            size: item.size,
            quantity: item.quantity,
          })),
          path: DASHBOARD_SCREENS.productLowStock.path,
        },
        waiting,
        ordersPath: DASHBOARD_SCREENS.customerOrders.path,
      };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
