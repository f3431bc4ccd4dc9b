import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  ShippingMessageResponseSchema,
  ShippingOptionResponseSchema,
  ShippingQuoteResponseSchema,
  ShippingZoneListResponseSchema,
  ShippingZoneResponseSchema,
  type ShippingOptionBody,
  type ShippingOptionBodySchema,
  type ShippingZoneBody,
  type ShippingZoneBodySchema,
} from '#shared/shipping/shipping.schemas';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export const shippingKeys = {
  all: ['shipping'] as const,
  zones: () => [...shippingKeys.all, 'zones'] as const,
  quotes: () => [...shippingKeys.all, 'quote'] as const,
  quote: (country: string, subtotal: number, items: number) =>
    [...shippingKeys.quotes(), country, subtotal, items] as const,
};

/**
 * GET /api/shipping/options: what delivers to a country, each option priced for the bag (its
 * subtotal and item count). Nothing is asked before a country is chosen.
 */
export function useShippingQuote(country: string, subtotal: number, items: number) {
  return useQuery({
    queryKey: shippingKeys.quote(country, subtotal, items),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        country,
        subtotal: String(subtotal),
        items: String(items),
      });
      return api
        .get(`/shipping/options?${query}`, ShippingQuoteResponseSchema, signal)
        .then((r) => r.options);
    },
    enabled: country !== '',
    retry: false,
  });
}

/** GET /api/shipping/zones (admins): every zone with its options. */
export function useShippingZones() {
  return useQuery({
    queryKey: shippingKeys.zones(),
    queryFn: ({ signal }) =>
      api.get('/shipping/zones', ShippingZoneListResponseSchema, signal).then((r) => r.zones),
  });
}

/** After any change, the zones and every quote are asked again. */
function useShippingMutation<Vars, T>(request: (vars: Vars) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKeys.all }),
  });
}

export type ZoneBody = z.input<typeof ShippingZoneBodySchema>;
export type OptionBody = z.input<typeof ShippingOptionBodySchema>;

export function useSaveZone() {
  return useShippingMutation(({ id, body }: { id?: string; body: ZoneBody | ShippingZoneBody }) =>
    id
      ? api.put(`/shipping/zones/${encodeURIComponent(id)}`, body, ShippingZoneResponseSchema)
      : api.post('/shipping/zones', body, ShippingZoneResponseSchema),
  );
}

export function useDeleteZone() {
  return useShippingMutation((id: string) =>
    api.delete(`/shipping/zones/${encodeURIComponent(id)}`, ShippingMessageResponseSchema),
  );
}

export function useSaveOption() {
  return useShippingMutation(
    ({
      id,
      zoneId,
      body,
    }: {
      id?: string;
      zoneId: string;
      body: OptionBody | ShippingOptionBody;
    }) =>
      id
        ? api.put(`/shipping/options/${encodeURIComponent(id)}`, body, ShippingOptionResponseSchema)
        : api.post(
            `/shipping/zones/${encodeURIComponent(zoneId)}/options`,
            body,
            ShippingOptionResponseSchema,
          ),
  );
}

export function useDeleteOption() {
  return useShippingMutation((id: string) =>
    api.delete(`/shipping/options/${encodeURIComponent(id)}`, ShippingMessageResponseSchema),
  );
}
