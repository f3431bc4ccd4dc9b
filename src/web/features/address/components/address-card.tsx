import { Link } from 'react-router';

import type { AddressDto } from '#shared/address/address.schemas';

import { Badge } from '../../../components/ui/page';

/** A saved address; the whole card opens its edit screen. */
export function AddressCard({ address }: { address: AddressDto }) {
  return (
    <Link
      to={`/dashboard/address/edit/${address._id}`}
      className="group flex h-full flex-col gap-4 border border-line bg-white p-5 transition-colors hover:border-ink sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <p className="text-[11px] font-medium uppercase tracking-[0.16em] text-muted">
          Delivery address
        </p>
        {address.isDefault ? <Badge tone="dark">Default</Badge> : null}
      </div>
      <address className="not-italic leading-7 text-ink">
        <span className="block font-medium">{address.address}</span>
        <span className="block text-ink-soft">
          {address.city}, {address.state} {address.zipCode}
        </span>
        <span className="block text-ink-soft">{address.country}</span>
      </address>
      <span className="mt-auto text-xs font-medium uppercase tracking-[0.12em] text-ink underline-offset-4 group-hover:underline">
        Edit
      </span>
    </Link>
  );
}
