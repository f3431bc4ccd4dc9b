import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { LIMITS, ORDER_ITEM_STATUSES, type OrderItemStatus } from '#shared/common/constants';

import { api } from '../../../lib/api-client';

/*
 * The answers of the order endpoints (dashboard spec sections 3 and 7), as this screen reads
 * them. Unknown fields are dropped; money is in dollars.
 */

/** The product of an order item: a snapshot of what was bought; null when nothing is left. */
const OrderProductSchema = z.object({
  _id: z.string().nullish(),
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string().nullish(),
  img: z.string().nullish(),
  price: z.number(),
});

const OrderItemSchema = z.object({
  _id: z.string(),
  product: OrderProductSchema.nullable(),
  status: z.enum(ORDER_ITEM_STATUSES),
  quantity: z.number(),
  size: z.string().nullish(),
  purchasePrice: z.number(),
  totalPrice: z.number(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;
export type OrderProduct = z.infer<typeof OrderProductSchema>;

const OrderSchema = z.object({
  _id: z.string(),
  created: z.string(),
  cartId: z.string().nullish(),
  total: z.number().nullish(),
  totalTax: z.number().nullish(),
  totalWithTax: z.number().nullish(),
  products: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;

const OrderListSchema = z.object({
  orders: z.array(OrderSchema),
  totalPages: z.number(),
  currentPage: z.number(),
  count: z.number(),
});
export type OrderList = z.infer<typeof OrderListSchema>;

const OrderSearchSchema = z.object({ orders: z.array(OrderSchema) });
const OrderAnswerSchema = z.object({ order: OrderSchema });

const MessageSchema = z.object({ success: z.boolean().optional(), message: z.string().optional() });
const ItemStatusAnswerSchema = MessageSchema.extend({ orderCancelled: z.boolean().optional() });

/** The image of an order item's product (imageUrl, or img as the original store named it). */
export function imageOf(product: OrderProduct | null | undefined): string | null {
  return product?.imageUrl ?? product?.img ?? null;
}

/** Which list a screen shows: the shopper's own orders or (admins) every customer's. */
export type OrderScope = 'me' | 'customers';

export const orderKeys = {
  all: ['order'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (scope: OrderScope, page: number) => [...orderKeys.lists(), scope, page] as const,
  search: (term: string) => [...orderKeys.lists(), 'search', term] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

/** GET /api/order/me (own) or GET /api/order (admin: every order), 20 a page. */
export function useOrders(scope: OrderScope, page: number) {
  const path = scope === 'me' ? '/order/me' : '/order';
  return useQuery({
    queryKey: orderKeys.list(scope, page),
    queryFn: ({ signal }) =>
      api.get(`${path}?page=${page}&limit=${LIMITS.dashboardPageSize}`, OrderListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/order/search?search: the order with that exact id (own, or any for an admin). */
export function useOrderSearch(term: string) {
  return useQuery({
    queryKey: orderKeys.search(term),
    queryFn: ({ signal }) =>
      api
        .get(`/order/search?search=${encodeURIComponent(term)}`, OrderSearchSchema, signal)
        .then((answer) => answer.orders),
    enabled: term.length >= LIMITS.dashboardSearchMin,
  });
}

/** GET /api/order/{id}: the order of its owner, or any order for an admin. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/order/${encodeURIComponent(id)}`, OrderAnswerSchema, signal)
        .then((answer) => answer.order),
    retry: false,
  });
}

export interface ItemStatusChange {
  itemId: string;
  status: OrderItemStatus;
}

/**
 * PUT /api/order/status/item/{itemId} {orderId, cartId, status}. On success the item's status is
 * changed in the cached order at once and the order is loaded again quietly; the lists follow.
 */
export function useSetItemStatus(order: Pick<Order, '_id' | 'cartId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, status }: ItemStatusChange) =>
      api.put(
        `/order/status/item/${encodeURIComponent(itemId)}`,
        { orderId: order._id, cartId: order.cartId, status },
        ItemStatusAnswerSchema,
      ),
    onSuccess: (answer, { itemId, status }) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      if (answer.orderCancelled) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order._id) });
        return;
      }
      queryClient.setQueryData<Order>(orderKeys.detail(order._id), (current) =>
        current
          ? {
              ...current,
              products: current.products.map((item) =>
                item._id === itemId ? { ...item, status } : item,
              ),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order._id) });
    },
  });
}

/** DELETE /api/order/cancel/{id}: the whole order is cancelled. */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/order/cancel/${encodeURIComponent(orderId)}`, MessageSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
