import { AddressAddBodySchema, type AddressAddBody } from '#shared/address/address.schemas';

import { Button } from '../../../components/ui/button';
import { SectionTitle } from '../../../components/ui/page';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useAddAddress } from '../api/address.queries';
import { ADDRESS_FIELDS, AddressForm, useAddressForm } from '../components/address-form';

/** /dashboard/address/add: a new address; after saving, the form resets and goes back. */
export function AddressAddPage() {
  const addAddress = useAddAddress();
  const goBack = useGoBack('/dashboard/address');
  const form = useAddressForm(AddressAddBodySchema);

  const handleSubmit = async (values: AddressAddBody) => {
    try {
      const result = await addAddress.mutateAsync(values);
      toast.success(result.message);
      form.reset();
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, ADDRESS_FIELDS);
      handleError(error);
    }
  };

  return (
    <div className="max-w-2xl">
      <SectionTitle>Add Address</SectionTitle>
      <AddressForm
        form={form}
        onSubmit={handleSubmit}
        actions={
          <>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Save
            </Button>
            <Button variant="secondary" onClick={goBack}>
              Cancel
            </Button>
          </>
        }
      />
    </div>
  );
}
