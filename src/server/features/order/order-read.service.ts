import { LIMITS } from '#shared/common/constants';
import { offsetOf, paging } from '#shared/common/pagination';
import { isUuid } from '#shared/common/text';
import type { OrderDetailDto, OrderDto, OrderListResponse } from '#shared/order/order-read.schemas';
import { ORDER_MESSAGES } from '#shared/order/order.messages';

import type { Db } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import * as repo from './order-read.repository';
import { presentOrder, presentOrderDetail } from './order.presenter';
import type { OrderRow } from './order.table';

/** An admin sees every order; anyone else only their own. */
export function canSeeOrder(actor: Actor, order: Pick<OrderRow, 'userId'>): boolean {
  return isAdmin(actor) || order.userId === actor.id;
}

/**
 * Reading orders: the store's list (admins), a shopper's own list, search by exact id and one
 * order in full. An order the caller may not see is answered as not found, so its existence
 * does not leak.
 */
export function createOrderReadService({ db }: { db: Db }) {
  async function withItems(rows: readonly OrderRow[]): Promise<OrderDto[]> {
    const items = await repo.itemsOfOrders(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      presentOrder(
        row,
        items.filter((item) => item.orderId === row.id),
      ),
    );
  }

  async function page(
    query: { page: number; limit: number },
    userId?: string,
  ): Promise<OrderListResponse> {
    const limit = query.limit || LIMITS.dashboardPageSize;
    const { rows, total } = await repo.listOrders(db, {
      ...(userId && { userId }),
      offset: offsetOf(query.page, limit),
      limit,
    });
    return { orders: await withItems(rows), ...paging(total, query.page, limit) };
  }

  return {
    /** GET /api/order: every order in the store, admins only. */
    async list(actor: Actor, query: { page: number; limit: number }): Promise<OrderListResponse> {
      requireRole(actor, 'ROLE ADMIN');
      return page(query);
    },

    /** GET /api/order/me: the caller's own orders. */
    async mine(actor: Actor, query: { page: number; limit: number }): Promise<OrderListResponse> {
      return page(query, actor.id);
    },

    /** GET /api/order/search: the order with exactly that id, if the caller may see it. */
    async search(actor: Actor, term: string): Promise<OrderDto[]> {
      if (!isUuid(term)) return [];
      const order = await repo.findOrder(db, term.toLowerCase());
      if (!order || !canSeeOrder(actor, order)) return [];
      return withItems([order]);
    },

    /** GET /api/order/{id}: one order in full, for its owner or an admin. */
    async detail(actor: Actor, id: string): Promise<OrderDetailDto> {
      const order = isUuid(id) ? await repo.findOrder(db, id.toLowerCase()) : null;
      if (!order || !canSeeOrder(actor, order)) {
        throw AppError.notFound(ORDER_MESSAGES.orderNotFound(id));
      }
      const items = await repo.itemsOfOrders(db, [order.id]);
      const history = await repo.historyOfItems(
        db,
        items.map((item) => item.id),
      );
      return presentOrderDetail(order, items, history);
    },
  };
}
export type OrderReadService = ReturnType<typeof createOrderReadService>;
