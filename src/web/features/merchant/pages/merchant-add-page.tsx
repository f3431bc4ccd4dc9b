import { useNavigate } from 'react-router';

import { MerchantApplicationBodySchema } from '#shared/merchant/merchant.schemas';
import { DASHBOARD_SCREENS } from '#shared/site/site-paths';

import { Button } from '../../../components/ui/button';
import { SectionTitle } from '../../../components/ui/page';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useAddMerchant } from '../api/merchant.queries';
import {
  EMPTY_APPLICATION,
  MERCHANT_APPLICATION_FIELDS,
  MerchantApplicationFields,
} from '../components/merchant-application-fields';

/**
 * /dashboard/merchant/add (admins only, the route's gate): the /sell application, sent for a
 * merchant who applied by phone; then the merchants list.
 */
export function MerchantAddPage() {
  const addMerchant = useAddMerchant();
  const navigate = useNavigate();
  const form = useZodForm(MerchantApplicationBodySchema, { defaultValues: EMPTY_APPLICATION });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await addMerchant.mutateAsync(values);
      toast.success(result.message);
      form.reset();
      void navigate(DASHBOARD_SCREENS.merchant.path);
    } catch (error) {
      applyServerIssues(error, form.setError, [...MERCHANT_APPLICATION_FIELDS]);
      handleError(error);
    }
  });

  return (
    <div className="max-w-3xl">
      <SectionTitle>Add Merchant</SectionTitle>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <MerchantApplicationFields form={form} showPhoneError={false} />
        <Button
          type="submit"
          isLoading={form.formState.isSubmitting}
          disabled={form.formState.isSubmitting}
        >
          Add Merchant
        </Button>
      </form>
    </div>
  );
}
