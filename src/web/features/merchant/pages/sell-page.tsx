import { MerchantApplicationBodySchema } from '#shared/merchant/merchant.schemas';

import { Button } from '../../../components/ui/button';
import { TextareaField, TextField } from '../../../components/ui/form-fields';
import { PageTitle } from '../../../components/ui/page';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useApplyToSell } from '../api/merchant.queries';

const FIELDS = ['name', 'email', 'phoneNumber', 'brandName', 'business'] as const;

/** /sell: a tailor or label applies to sell here; an admin reviews the application. */
export function SellPage() {
  const apply = useApplyToSell();
  const form = useZodForm(MerchantApplicationBodySchema, {
    defaultValues: { name: '', email: '', phoneNumber: '', brandName: '', business: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await apply.mutateAsync(values);
      toast.success(result.message);
      form.reset();
    } catch (error) {
      applyServerIssues(error, form.setError, [...FIELDS]);
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
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="name"
            placeholder="Your Full Name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="Email Address"
            type="email"
            autoComplete="email"
            placeholder="Your Email Address"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            placeholder="Your Phone Number"
            error={errors.phoneNumber?.message}
            {...form.register('phoneNumber')}
          />
          <TextField
            label="Brand"
            autoComplete="organization"
            placeholder="Your Business Brand"
            error={errors.brandName?.message}
            {...form.register('brandName')}
          />
        </div>
        <TextareaField
          label="Business"
          rows={5}
          placeholder="Please Describe Your Business"
          error={errors.business?.message}
          {...form.register('business')}
        />
        <Button type="submit" size="lg" isLoading={form.formState.isSubmitting}>
          Submit
        </Button>
      </form>
    </div>
  );
}
