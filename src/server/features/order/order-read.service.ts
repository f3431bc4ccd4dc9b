import { LIMITS } from '#shared/common/constants';
import { sortDirOf } from '#shared/common/list-query';
import { offsetOf, paging } from '#shared/common/pagination';
import { isUuid } from '#shared/common/text';
import { parseOrderNumber } from '#shared/order/order-number';
import type {
  OrderDetailDto,
  OrderDto,
  OrderListQuery,
  OrderListResponse,
} from '#shared/order/order-read.schemas';
import { ORDER_MESSAGES } from '#shared/order/order.messages';

import type { Db } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import * as repo from './order-read.repository';
import {
  presentOrder,
  presentOrderDetail,
  presentSale,
  presentSaleDetail,
} from './order.presenter';
import type { OrderRow } from './order.table';

/** An admin sees every order; anyone else only their own. */
export function canSeeOrder(actor: Actor, order: Pick<OrderRow, 'userId'>): boolean {
  return isAdmin(actor) || order.userId === actor.id;
}

/** The brand a merchant account runs; null for anyone else or a merchant without one. */
export type SellerBrandOf = (actor: Actor) => Promise<string | null>;

/** Finds a merchant's brand through the brand service's `brandOfMerchant`. */
export function sellerBrandFinder(
  brandOfMerchant: (merchantId: string) => Promise<string | null>,
): SellerBrandOf {
  return async (actor) =>
    actor.role === 'ROLE MERCHANT' && actor.merchantId ? brandOfMerchant(actor.merchantId) : null;
}

/**
 * How a caller sees one order: all of it (its owner, an admin), only the items its brand sold
 * (a merchant), or not at all.
 */
type View = { kind: 'whole' } | { kind: 'sales'; brandId: string };

/**
 * Reading orders: the store's list (admins) or a merchant's sales, a shopper's own list, search
 * by number or exact id and one order in full. A merchant sees the orders holding items its
 * brand sold, each with only those items and their money and where to ship them (the buyer's
 * name, phone and delivery address), never the shopper's email or the payment reference (an
 * admin's alone). An order the caller may not see is answered as not found, so its existence
 * does not leak.
 */
export function createOrderReadService({
  db,
  brandOfMerchant,
}: {
  db: Db;
  /** The brand a merchant owns (the brand service's). */
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
}) {
  const sellerBrandOf = sellerBrandFinder(brandOfMerchant);

  async function viewOf(actor: Actor, order: OrderRow): Promise<View | null> {
    if (canSeeOrder(actor, order)) return { kind: 'whole' };
    const brandId = await sellerBrandOf(actor);
    if (!brandId) return null;
    const sold = await repo.itemsOfOrders(db, [order.id], brandId);
    return sold.length > 0 ? { kind: 'sales', brandId } : null;
  }

  async function withItems(rows: readonly OrderRow[], brandId?: string): Promise<OrderDto[]> {
    const items = await repo.itemsOfOrders(
      db,
      rows.map((row) => row.id),
      brandId,
    );
    const present = brandId ? presentSale : presentOrder;
    return rows.map((row) =>
      present(
        row,
        items.filter((item) => item.orderId === row.id),
      ),
    );
  }

  async function page(
    query: { page: number; limit: number },
    scope: { userId?: string; brandId?: string },
    filter?: repo.OrderFilter,
    sort?: repo.OrderSort,
  ): Promise<OrderListResponse> {
    const limit = query.limit || LIMITS.dashboardPageSize;
    const { rows, total } = await repo.listOrders(db, {
      ...scope,
      filter,
      sort,
      offset: offsetOf(query.page, limit),
      limit,
    });
    return { orders: await withItems(rows, scope.brandId), ...paging(total, query.page, limit) };
  }

  async function visible(actor: Actor, order: OrderRow | null) {
    const view = order ? await viewOf(actor, order) : null;
    return order && view ? { order, view } : null;
  }

  async function findVisible(actor: Actor, id: string) {
    return visible(actor, isUuid(id) ? await repo.findOrder(db, id.toLowerCase()) : null);
  }

  /** The order a typed text names: its complete id, or its number (see parseOrderNumber). */
  async function findTyped(actor: Actor, term: string) {
    if (isUuid(term)) return findVisible(actor, term);
    const number = parseOrderNumber(term);
    return visible(actor, number ? await repo.findOrderByNumber(db, number) : null);
  }

  return {
    /**
     * GET /api/order: every order in the store for an admin; for a merchant, the orders holding
     * items its brand sold, each with only those items (none without a brand).
     */
    async list(actor: Actor, query: OrderListQuery): Promise<OrderListResponse> {
      requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      // The table's filters (decision 0044): `q` is an order number or part of the customer.
      const filter: repo.OrderFilter = {
        number: query.q ? (parseOrderNumber(query.q) ?? undefined) : undefined,
        customer: query.q,
        status: query.status,
        from: query.from,
        to: query.to,
      };
      const sort: repo.OrderSort | undefined =
        query.sort || query.dir
          ? { by: query.sort ?? 'created', dir: sortDirOf(query.sort, query.dir) }
          : undefined;
      if (isAdmin(actor)) return page(query, {}, { ...filter, brandId: query.brand }, sort);
      const brandId = await sellerBrandOf(actor);
      if (!brandId) {
        return { orders: [], ...paging(0, query.page, query.limit || LIMITS.dashboardPageSize) };
      }
      return page(query, { brandId }, filter, sort);
    },

    /** GET /api/order/me: the caller's own orders. */
    async mine(actor: Actor, query: { page: number; limit: number }): Promise<OrderListResponse> {
      return page(query, { userId: actor.id });
    },

    /**
     * GET /api/order/search: the order with that number or exactly that id, if the caller may
     * see it (as a merchant: with only its items).
     */
    async search(actor: Actor, term: string): Promise<OrderDto[]> {
      const found = await findTyped(actor, term);
      if (!found) return [];
      const { order, view } = found;
      return withItems([order], view.kind === 'sales' ? view.brandId : undefined);
    },

    /**
     * GET /api/order/{id}: one order in full for its owner or an admin; for a merchant, only the
     * items its brand sold and where to ship them, without the shopper's email and payment.
     */
    async detail(actor: Actor, id: string): Promise<OrderDetailDto> {
      const found = await findVisible(actor, id);
      if (!found) throw AppError.notFound(ORDER_MESSAGES.orderNotFound(id));
      const { order, view } = found;
      const brandId = view.kind === 'sales' ? view.brandId : undefined;
      const items = await repo.itemsOfOrders(db, [order.id], brandId);
      const history = await repo.historyOfItems(
        db,
        items.map((item) => item.id),
      );
      return brandId
        ? presentSaleDetail(order, items, history)
        : presentOrderDetail(order, items, history, { withPaymentReference: isAdmin(actor) });
    },
  };
}
export type OrderReadService = ReturnType<typeof createOrderReadService>;
