import { DiscountCodeBodySchema, type DiscountCodeBody } from '#shared/discount/discount.schemas';
import { ROLE_ADMIN } from '#shared/common/constants';
import { DASHBOARD_SCREENS } from '#shared/site/site-paths';

import { Button } from '../../../components/ui/button';
import { SectionTitle } from '../../../components/ui/page';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useMe } from '../../auth/api/auth.queries';
import { useAddDiscount } from '../api/discount.queries';
import {
  DISCOUNT_FIELDS,
  DiscountFormFields,
  EMPTY_DISCOUNT,
  type DiscountFormValues,
} from '../components/discount-form';

/**
 * /dashboard/discount/add: an admin's code takes money off every item of the store; a
 * merchant's only off its own brand's items. After adding, back to the list.
 */
export function DiscountAddPage() {
  const me = useMe();
  const add = useAddDiscount();
  const goBack = useGoBack(DASHBOARD_SCREENS.discounts.path);
  const form = useZodForm<DiscountFormValues, DiscountCodeBody>(DiscountCodeBodySchema, {
    defaultValues: EMPTY_DISCOUNT,
  });

  const handleSubmit = async (body: DiscountCodeBody) => {
    try {
      const answer = await add.mutateAsync(body);
      toast.success(answer.message);
      form.reset();
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, DISCOUNT_FIELDS);
      handleError(error);
    }
  };

  return (
    <div className="max-w-2xl">
      <SectionTitle>Add Discount Code</SectionTitle>
      <DiscountFormFields
        form={form}
        onSubmit={handleSubmit}
        scopeNote={
          me.data?.role === ROLE_ADMIN
            ? 'A code of the store: it takes money off every item in the bag.'
            : "A code of your brand: it takes money off your brand's items only."
        }
        actions={
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Add Discount Code
          </Button>
        }
      />
    </div>
  );
}
