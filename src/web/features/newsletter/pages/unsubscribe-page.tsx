import { NewsletterBodySchema } from '#shared/newsletter/newsletter.schemas';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useUnsubscribe } from '../api/newsletter.queries';

/** /unsubscribe: takes an email address off the newsletter. */
export function UnsubscribePage() {
  const unsubscribe = useUnsubscribe();
  const form = useZodForm(NewsletterBodySchema, {
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await unsubscribe.mutateAsync(values);
      toast.success(result.message);
      form.reset();
    } catch (error) {
      applyServerIssues(error, form.setError, ['email']);
      handleError(error);
    }
  });

  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-lg">
        <p className="mb-2 text-center text-xs font-medium uppercase tracking-[0.2em] text-gold">
          Newsletter
        </p>
        <h1 className="text-center text-4xl font-semibold text-ink sm:text-5xl">
          Email Unsubscribe
        </h1>
        <p className="mt-4 text-center text-[15px] leading-7 text-muted">
          Enter the email address you subscribed with and we will stop sending you our newsletter.
          Order and account emails are not affected.
        </p>
        <form
          noValidate
          onSubmit={onSubmit}
          className="mt-10 space-y-5 border border-line bg-white p-6 sm:p-8"
        >
          <TextField
            label="Email Address"
            type="email"
            autoComplete="email"
            placeholder="Your Email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
            Unsubscribe
          </Button>
        </form>
      </div>
    </div>
  );
}
