import { useMemo } from 'react';
import { useParams } from 'react-router';

import { AddressUpdateBodySchema, type AddressUpdateBody } from '#shared/address/address.schemas';
import { MSG } from '#shared/common/messages';

import { Button } from '../../../components/ui/button';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useAddress, useDeleteAddress, useUpdateAddress } from '../api/address.queries';
import {
  ADDRESS_FIELDS,
  AddressForm,
  toAddressFormValues,
  useAddressForm,
} from '../components/address-form';

/** /dashboard/address/edit/{id}: reloads when the id changes; Save and Delete go back. */
export function AddressEditPage() {
  const { id = '' } = useParams();
  const address = useAddress(id);
  const updateAddress = useUpdateAddress(id);
  const deleteAddress = useDeleteAddress(id);
  const goBack = useGoBack('/dashboard/address');
  const loaded = address.data;
  const values = useMemo(() => (loaded ? toAddressFormValues(loaded) : undefined), [loaded]);
  const form = useAddressForm(AddressUpdateBodySchema, values);
  useHandleQueryError(address.error);

  const isGone = address.error instanceof ApiError && address.error.status === 404;

  const handleSubmit = async (values: AddressUpdateBody) => {
    try {
      const result = await updateAddress.mutateAsync(values);
      toast.success(result.message);
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, ADDRESS_FIELDS);
      handleError(error);
    }
  };

  const handleDelete = async () => {
    try {
      const result = await deleteAddress.mutateAsync();
      toast.success(result.message);
      goBack();
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <div className="max-w-2xl">
      <SectionTitle>Edit Address</SectionTitle>
      {address.isPending ? (
        <PageLoader label="Loading address" />
      ) : !address.data || isGone ? (
        <EmptyState>{MSG.noAddress}</EmptyState>
      ) : (
        <AddressForm
          form={form}
          onSubmit={handleSubmit}
          actions={
            <>
              <Button type="submit" isLoading={form.formState.isSubmitting}>
                Save
              </Button>
              <Button
                variant="danger"
                onClick={() => void handleDelete()}
                isLoading={deleteAddress.isPending}
                disabled={form.formState.isSubmitting}
              >
                Delete
              </Button>
            </>
          }
        />
      )}
    </div>
  );
}
