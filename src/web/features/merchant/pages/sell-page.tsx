import { MerchantApplicationBodySchema } from '#shared/merchant/merchant.schemas';

import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useApplyToSell } from '../api/merchant.queries';
import {
  EMPTY_APPLICATION,
  MERCHANT_APPLICATION_FIELDS,
  MerchantApplicationFields,
} from '../components/merchant-application-fields';

/** /sell: a tailor or label applies to sell here; an admin reviews the application. */
export function SellPage() {
  const apply = useApplyToSell();
  const form = useZodForm(MerchantApplicationBodySchema, {
    defaultValues: EMPTY_APPLICATION,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await apply.mutateAsync(values);
      toast.success(result.message);
      form.reset();
    } catch (error) {
      applyServerIssues(error, form.setError, [...MERCHANT_APPLICATION_FIELDS]);
      handleError(error);
    }
  });

  return (
    <div className="container-page py-12 sm:py-20">
      <PageTitle eyebrow="Merchants">Sell With Us</PageTitle>
      <p className="mb-8 max-w-2xl text-[15px] leading-7 text-ink-soft">
        Do you cut agbada, suits or native sets under your own label? Tell us about your brand: we
        review every application and call you on the phone number you give us.
      </p>
      <form noValidate onSubmit={onSubmit} className="max-w-3xl space-y-5">
        <MerchantApplicationFields form={form} />
        <Button type="submit" size="lg" isLoading={form.formState.isSubmitting}>
          Submit
        </Button>
      </form>
    </div>
  );
}
