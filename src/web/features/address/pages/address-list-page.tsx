import { MSG } from '#shared/common/messages';

import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useAddresses } from '../api/address.queries';
import { AddressCard } from '../components/address-card';

/** /dashboard/address: the saved addresses, each opening its edit screen. */
export function AddressListPage() {
  const addresses = useAddresses();
  useHandleQueryError(addresses.error);

  return (
    <div>
      <SectionTitle
        action={
          <ButtonLink to="/dashboard/address/add" size="sm">
            Add
          </ButtonLink>
        }
      >
        Addresses
      </SectionTitle>
      {addresses.isPending ? (
        <PageLoader label="Loading addresses" />
      ) : addresses.isError ? (
        <EmptyState
          action={
            <Button variant="secondary" size="sm" onClick={() => void addresses.refetch()}>
              Try again
            </Button>
          }
        >
          Your addresses could not be loaded.
        </EmptyState>
      ) : addresses.data.length === 0 ? (
        <EmptyState>{MSG.noAddresses}</EmptyState>
      ) : (
        <ul className="grid gap-5 md:grid-cols-2">
          {addresses.data.map((address) => (
            <li key={address._id}>
              <AddressCard address={address} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
