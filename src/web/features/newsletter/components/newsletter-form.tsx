import { NewsletterBodySchema } from '#shared/newsletter/newsletter.schemas';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { cn } from '../../../lib/cn';
import { applyServerIssues, useZodForm } from '../../../lib/form';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useSubscribe } from '../api/newsletter.queries';

/** An email field and a Subscribe button; used in the footer and the promotional modal. */
export function NewsletterForm({
  tone = 'light',
  onSubscribed,
}: {
  tone?: 'light' | 'dark';
  onSubscribed?: () => void;
}) {
  const subscribe = useSubscribe();
  const form = useZodForm(NewsletterBodySchema, {
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await subscribe.mutateAsync(values);
      toast.success(result.message);
      form.reset();
      onSubscribed?.();
    } catch (error) {
      applyServerIssues(error, form.setError, ['email']);
      handleError(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="Email address for the newsletter"
        hideLabel
        type="email"
        autoComplete="email"
        placeholder="Please Enter Your Email"
        containerClassName="flex-1"
        className={cn(
          tone === 'dark' &&
            'border-stone-600 bg-transparent text-white placeholder:text-stone-400',
        )}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button
        type="submit"
        variant={tone === 'dark' ? 'secondary' : 'primary'}
        isLoading={form.formState.isSubmitting}
      >
        Subscribe
      </Button>
    </form>
  );
}
