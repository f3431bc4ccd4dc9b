import { useState, type FormEvent } from 'react';

import { MSG } from '#shared/common/messages';
import { StockAlertSubscribeBodySchema } from '#shared/stock-alert/stock-alert.schemas';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { useIsSignedIn } from '../../../lib/session';
import { serverFieldErrors } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { useSubscribeStockAlert } from '../api/stock-alert.queries';

interface NotifyMeProps {
  /** The product's id. */
  productId: string;
  /** The chosen size, sold out. */
  size: string;
}

/**
 * "Notify me" under a sold-out size: a member's account email at once; a guest types one and
 * confirms it from the mailed link. Says plainly what will happen (decision 0040).
 */
export function NotifyMe({ productId, size }: NotifyMeProps) {
  const isSignedIn = useIsSignedIn();
  const subscribe = useSubscribeStockAlert();
  const [email, setEmail] = useState('');
  /** The email field's message (a guest's), and any other refusal (the size, the product). */
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = StockAlertSubscribeBodySchema.safeParse({
      product: productId,
      size,
      ...(!isSignedIn && { email }),
    });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      if (issue?.path[0] === 'email') setError(issue.message);
      else setRefusal(issue?.message);
      return;
    }
    if (!isSignedIn && !parsed.data.email) {
      setError(MSG.emailRequired);
      return;
    }
    setError(undefined);
    setRefusal(undefined);
    try {
      const result = await subscribe.mutateAsync(parsed.data);
      setDone(result.message);
    } catch (failure) {
      const fields = serverFieldErrors(failure, ['email', 'size', 'product']);
      // A member whose account has no email is told so above the button.
      if (fields.email !== undefined) (isSignedIn ? setRefusal : setError)(fields.email);
      else if (fields.size ?? fields.product) setRefusal(fields.size ?? fields.product);
      else handleError(failure);
    }
  };

  return (
    <section aria-labelledby="notify-me-title" className="border border-line bg-stone-50 p-5">
      <h2 id="notify-me-title" className="text-sm font-semibold text-ink">
        Size {size} is sold out
      </h2>
      {done ? (
        <p role="status" className="mt-2 text-sm text-success">
          {done}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          {isSignedIn ? (
            <p className="flex-1 text-sm text-ink-soft">
              We can email your account&apos;s address once when it is back.
            </p>
          ) : (
            <TextField
              label={`Email me when size ${size} is back`}
              hideLabel
              type="email"
              name="email"
              autoComplete="email"
              placeholder="Your email"
              containerClassName="flex-1"
              value={email}
              error={error}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
          <Button type="submit" variant="secondary" isLoading={subscribe.isPending}>
            Notify me
          </Button>
          {refusal ? (
            <p role="alert" className="text-sm text-danger">
              {refusal}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
