import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { LIMITS, type OrderItemStatus } from '#shared/common/constants';
import {
  OrderDetailResponseSchema,
  OrderListResponseSchema,
  OrderSearchResponseSchema,
  type OrderDetailDto,
  type OrderDto,
  type OrderItemDto,
  type OrderProductDto,
} from '#shared/order/order-read.schemas';
import {
  CancelOrderResponseSchema,
  ItemStatusResponseSchema,
} from '#shared/order/order-status.schemas';

import { api } from '../../../lib/api-client';

export type Order = OrderDto;
export type OrderDetail = OrderDetailDto;
export type OrderItem = OrderItemDto;

/** The image of an order item's product (imageUrl, or img as the original store named it). */
export function imageOf(product: OrderProductDto | null | undefined): string | null {
  return product?.imageUrl ?? product?.img ?? null;
}

/**
 * Which list a screen shows: the shopper's own orders, or the customers' (an admin: every order;
 * a merchant: those holding its brand's items).
 */
export type OrderScope = 'me' | 'customers';

export const orderKeys = {
  all: ['order'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (scope: OrderScope, page: number) => [...orderKeys.lists(), scope, page] as const,
  search: (term: string) => [...orderKeys.lists(), 'search', term] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

/**
 * GET /api/order/me (own) or GET /api/order (admin: every order; merchant: its sales), 20 a page;
 * `filters` is the customer orders table's query (decision 0044).
 */
export function useOrders(scope: OrderScope, page: number, filters = '') {
  const path = scope === 'me' ? '/order/me' : '/order';
  return useQuery({
    queryKey: [...orderKeys.list(scope, page), filters],
    queryFn: ({ signal }) =>
      api.get(
        `${path}?${filters ? `${filters}&` : ''}page=${page}&limit=${LIMITS.dashboardPageSize}`,
        OrderListResponseSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/order/search?search: the order with that number or exact id (own, any for an admin, one holding
 * its items for a merchant).
 */
export function useOrderSearch(term: string) {
  return useQuery({
    queryKey: orderKeys.search(term),
    queryFn: ({ signal }) =>
      api
        .get(`/order/search?search=${encodeURIComponent(term)}`, OrderSearchResponseSchema, signal)
        .then((answer) => answer.orders),
    enabled: term.length >= LIMITS.dashboardSearchMin,
  });
}

/**
 * GET /api/order/{id}: the order of its owner, any order for an admin, or for a merchant the
 * items it sold of an order (no contact, no payment).
 */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/order/${encodeURIComponent(id)}`, OrderDetailResponseSchema, signal)
        .then((answer) => answer.order),
    retry: false,
  });
}

export interface ItemStatusChange {
  itemId: string;
  status: OrderItemStatus;
  /** With Shipped: how the parcel travels (a merchant must give both). */
  carrier?: string;
  trackingNumber?: string;
}

/**
 * PUT /api/order/status/item/{itemId} {orderId, cartId, status, carrier?, trackingNumber?}. On success the item's status is
 * changed in the cached order at once and the order is loaded again quietly; the lists follow.
 */
export function useSetItemStatus(order: Pick<Order, '_id' | 'cartId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, status, carrier, trackingNumber }: ItemStatusChange) =>
      api.put(
        `/order/status/item/${encodeURIComponent(itemId)}`,
        {
          orderId: order._id,
          cartId: order.cartId,
          status,
          ...(carrier !== undefined && { carrier, trackingNumber }),
        },
        ItemStatusResponseSchema,
      ),
    onSuccess: (answer, { itemId, status, carrier, trackingNumber }) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      if (answer.orderCancelled) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order._id) });
        return;
      }
      queryClient.setQueryData<OrderDetail>(orderKeys.detail(order._id), (current) =>
        current
          ? {
              ...current,
              products: current.products.map((item) =>
                item._id === itemId
                  ? { ...item, status, ...(carrier !== undefined && { carrier, trackingNumber }) }
                  : item,
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
    mutationFn: () =>
      api.delete(`/order/cancel/${encodeURIComponent(orderId)}`, CancelOrderResponseSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
