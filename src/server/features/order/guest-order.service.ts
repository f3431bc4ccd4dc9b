import { GUEST_ORDER_MESSAGES } from '#shared/order/guest-order.messages';
import type { OrderLookupBody } from '#shared/order/guest-order.schemas';
import { parseOrderNumber } from '#shared/order/order-number';
import type { OrderDetailResponse } from '#shared/order/order-read.schemas';

import type { Db } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { GUEST_ORDER_TOKEN, hashGuestOrderToken } from './guest-order.token';
import { findOrderByNumber, historyOfItems, itemsOfOrders } from './order-read.repository';
import { presentOrderDetail } from './order.presenter';
import { findOrderByGuestTokenHash } from './order.repository';
import type { OrderRow } from './order.table';

/**
 * A guest's order without an account (decision 0056): by the link mailed with it, or by its
 * number and the email it was bought with. Every miss (a wrong token, number or email, or a
 * member's order) is the same 404 with the same words, so nothing tells which part was wrong
 * or that an order exists. Only orders bought as a guest are found this way.
 */
export function createGuestOrderService({ db }: { db: Db }) {
  const notFound = () => AppError.notFound(GUEST_ORDER_MESSAGES.notFound);

  async function detailOf(order: OrderRow): Promise<OrderDetailResponse> {
    const items = await itemsOfOrders(db, [order.id]);
    const history = await historyOfItems(
      db,
      items.map((item) => item.id),
    );
    // As its owner sees it: never the provider's payment reference (an admin's alone).
    return { order: presentOrderDetail(order, items, history, { withPaymentReference: false }) };
  }

  return {
    /** POST /api/order/guest: the order of the link's token. */
    async byToken(token: string): Promise<OrderDetailResponse> {
      if (!GUEST_ORDER_TOKEN.test(token)) throw notFound();
      const order = await findOrderByGuestTokenHash(db, hashGuestOrderToken(token));
      if (!order?.guestEmail) throw notFound();
      return detailOf(order);
    },

    /** POST /api/order/lookup: the guest order with that number, if bought with that email. */
    async lookup(body: OrderLookupBody): Promise<OrderDetailResponse> {
      const number = parseOrderNumber(body.number);
      const order = number ? await findOrderByNumber(db, number) : null;
      if (!order?.guestEmail || order.guestEmail !== body.email) throw notFound();
      return detailOf(order);
    },
  };
}
export type GuestOrderService = ReturnType<typeof createGuestOrderService>;
