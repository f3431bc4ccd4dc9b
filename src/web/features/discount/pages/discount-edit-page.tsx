import { useMemo } from 'react';
import { useParams } from 'react-router';

import {
  DiscountCodeBodySchema,
  type DiscountCodeBody,
  type DiscountCodeDto,
} from '#shared/discount/discount.schemas';
import { DISCOUNT_MESSAGES } from '#shared/discount/discount.messages';
import { DASHBOARD_SCREENS } from '#shared/site/site-paths';

import { EditScreen } from '../../../components/admin/edit-screen';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useDiscount, useUpdateDiscount } from '../api/discount.queries';
import {
  DISCOUNT_FIELDS,
  DiscountFormFields,
  formValuesOf,
  type DiscountFormValues,
} from '../components/discount-form';

/** /dashboard/discount/edit/{id}: another brand's code is not found (the server says 404). */
export function DiscountEditPage() {
  const { id = '' } = useParams();
  const discount = useDiscount(id);
  return (
    <EditScreen
      title="Edit Discount Code"
      query={discount}
      loadingLabel="Loading discount code"
      notFound={DISCOUNT_MESSAGES.notFound}
    >
      {(loaded) => <DiscountEditForm discount={loaded} />}
    </EditScreen>
  );
}

function DiscountEditForm({ discount }: { discount: DiscountCodeDto }) {
  const update = useUpdateDiscount(discount._id);
  const goBack = useGoBack(DASHBOARD_SCREENS.discounts.path);
  const values = useMemo(() => formValuesOf(discount), [discount]);
  const form = useZodForm<DiscountFormValues, DiscountCodeBody>(DiscountCodeBodySchema, {
    defaultValues: values,
    values,
  });

  const handleSubmit = async (body: DiscountCodeBody) => {
    try {
      const answer = await update.mutateAsync(body);
      toast.success(answer.message);
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, DISCOUNT_FIELDS);
      handleError(error);
    }
  };

  return (
    <DiscountFormFields
      form={form}
      onSubmit={handleSubmit}
      scopeNote={
        <>
          {discount.brand
            ? `A code of ${discount.brand.name}: it takes money off that brand's items only.`
            : 'A code of the store: it takes money off every item in the bag.'}{' '}
          Used {discount.uses} {discount.uses === 1 ? 'time' : 'times'} so far.
        </>
      }
      actions={
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          Save
        </Button>
      }
    />
  );
}
