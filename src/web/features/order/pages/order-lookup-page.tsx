import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { MSG } from '#shared/common/messages';
import { GUEST_ORDER_MESSAGES } from '#shared/order/guest-order.messages';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { PageTitle } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useOrderLookup } from '../api/guest-order.queries';
import { GuestOrderView } from '../components/guest-order-view';

type Field = 'number' | 'email';
const FIELDS: readonly Field[] = ['number', 'email'];

/**
 * /order/lookup: a guest finds an order by its number and the email it was bought with
 * (decision 0056). A wrong number and a wrong email get the same answer.
 */
export function OrderLookupPage() {
  const [params] = useSearchParams();
  const lookup = useOrderLookup();
  const [values, setValues] = useState({ number: params.get('number') ?? '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    const missing: Partial<Record<Field, string>> = {};
    if (!values.number.trim()) missing.number = GUEST_ORDER_MESSAGES.numberRequired;
    if (!values.email.trim()) missing.email = MSG.emailRequired;
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    try {
      await lookup.mutateAsync({ number: values.number.trim(), email: values.email.trim() });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS, (path) => path);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setProblem(error instanceof ApiError ? error.message : MSG.generic);
      }
    }
  }

  const update = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  return (
    <div className="container-page py-10 sm:py-14">
      <PageTitle eyebrow="Guest order">Find your order</PageTitle>
      {lookup.data ? (
        <GuestOrderView order={lookup.data} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          className="max-w-md space-y-5"
          aria-label="Find your order"
        >
          <p className="text-[15px] leading-7 text-muted">
            Enter the order number from your confirmation email and the email address you paid with.
          </p>
          <TextField
            label="Order number"
            name="number"
            autoComplete="off"
            placeholder="EKO-10042"
            value={values.number}
            onChange={update('number')}
            error={errors.number}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={update('email')}
            error={errors.email}
          />
          {problem ? (
            <p
              role="alert"
              className="border-l-2 border-danger bg-red-50 px-4 py-3 text-sm text-danger"
            >
              {problem}
            </p>
          ) : null}
          <Button type="submit" isLoading={lookup.isPending} className="w-full sm:w-auto">
            Find order
          </Button>
        </form>
      )}
    </div>
  );
}
