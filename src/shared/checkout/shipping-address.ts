import type { ShippingAddressDto } from './checkout.schemas';

/** The snapshot as stored: name and phone are missing on rows kept before they were recorded. */
export interface StoredShippingAddress {
  name?: string;
  phone?: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

/**
 * The delivery address on the wire, name and phone always there: rows kept before the checkout
 * recorded them take the contact's, who was the one to receive the order then too.
 */
export function presentShippingAddress(
  address: StoredShippingAddress | null,
  contact: { name: string; phone: string },
): ShippingAddressDto | null {
  if (!address) return null;
  return {
    name: address.name ?? contact.name,
    phone: address.phone ?? contact.phone,
    address: address.address,
    city: address.city,
    state: address.state,
    country: address.country,
    zipCode: address.zipCode,
  };
}
