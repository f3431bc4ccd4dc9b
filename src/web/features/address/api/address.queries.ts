import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  AddressAddResponseSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  type AddressAddBody,
  type AddressUpdateBody,
} from '#shared/address/address.schemas';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import { api } from '../../../lib/api-client';
import { addressKeys } from './address.keys';

export { addressKeys };

/**
 * After a change the list is reloaded; the open addresses are only marked stale, since a change
 * of default address touches the others too, and the screen that made the change is leaving.
 */
function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: addressKeys.list() });
    void queryClient.invalidateQueries({ queryKey: addressKeys.details(), refetchType: 'none' });
  };
}

function addressPath(id: string): string {
  return encodeURIComponent(id);
}

/** GET /api/address: the signed-in user's addresses. */
export function useAddresses() {
  return useQuery({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/address', AddressListResponseSchema, signal).then((r) => r.addresses),
  });
}

/** GET /api/address/{id}: reloads whenever the id changes. */
export function useAddress(id: string) {
  return useQuery({
    queryKey: addressKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/address/${addressPath(id)}`, AddressResponseSchema, signal).then((r) => r.address),
  });
}

export function useAddAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (body: AddressAddBody) => api.post('/address/add', body, AddressAddResponseSchema),
    onSuccess: invalidate,
  });
}

export function useUpdateAddress(id: string) {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (body: AddressUpdateBody) =>
      api.put(`/address/${addressPath(id)}`, body, MessageResponseSchema),
    onSuccess: invalidate,
  });
}

export function useDeleteAddress(id: string) {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: () => api.delete(`/address/delete/${addressPath(id)}`, MessageResponseSchema),
    onSuccess: invalidate,
  });
}
