import { useRef, useState, type FormEvent } from 'react';

import type { NewsletterBodySchema } from '#shared/newsletter/newsletter.schemas';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { serverFieldErrors } from '../../../lib/form-errors';
import { cn } from '../../../lib/cn';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useSubscribe } from '../api/newsletter.queries';

type Schema = typeof NewsletterBodySchema;

/**
 * The shared schema (and zod with it) is loaded on the first submit, so the form costs the first
 * load of every page almost nothing. The messages are the schema's own.
 */
async function loadSchema(): Promise<Schema> {
  const { NewsletterBodySchema: schema } = await import('#shared/newsletter/newsletter.schemas');
  return schema;
}

function firstIssue(schema: Schema, email: string): string | undefined {
  const result = schema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** An email field and a Subscribe button; used in the footer and the promotional modal. */
export function NewsletterForm({
  tone = 'light',
  onSubscribed,
}: {
  tone?: 'light' | 'dark';
  onSubscribed?: () => void;
}) {
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const schemaRef = useRef<Schema | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitting(true);
    try {
      const schema = schemaRef.current ?? (await loadSchema());
      schemaRef.current = schema;
      const parsed = schema.safeParse({ email });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        inputRef.current?.focus();
        return;
      }
      setError(undefined);
      const result = await subscribe.mutateAsync(parsed.data);
      toast.success(result.message);
      setEmail('');
      onSubscribed?.();
    } catch (failure) {
      const message = serverFieldErrors(failure, ['email']).email;
      if (message !== undefined) setError(message);
      handleError(failure);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        ref={inputRef}
        label="Email address for the newsletter"
        hideLabel
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Your Email"
        containerClassName="flex-1"
        className={cn(
          tone === 'dark' &&
            'border-stone-600 bg-transparent text-white placeholder:text-stone-400',
        )}
        value={email}
        error={error}
        onChange={(event) => {
          const next = event.target.value;
          setEmail(next);
          // After a failed submit the message follows the input, as the other forms do.
          if (error && schemaRef.current) setError(firstIssue(schemaRef.current, next));
        }}
      />
      <Button
        type="submit"
        variant={tone === 'dark' ? 'secondary' : 'primary'}
        isLoading={isSubmitting}
      >
        Subscribe
      </Button>
    </form>
  );
}
